/** @jest-environment node */
import path from "node:path";
import { folderKnots, folderOf, importCycles, importEdges, upwardImports } from "./import-graph";

/*
 * Imports run one way, app -> components -> lib, and never in a circle: a cycle (even of types only)
 * means a type sits in the wrong module, and an upward import means shared code depends on one route.
 */
const edges = importEdges(path.resolve(__dirname, "../../.."));

test("the walk finds the project's imports", () => {
  expect(edges.length).toBeGreaterThan(500);
});

test("a cycle is found however long it is, and a chain is not one", () => {
  const edge = (from: string, to: string) => ({ from, to });
  expect(importCycles([edge("a", "b"), edge("b", "c"), edge("c", "a"), edge("c", "d")])).toEqual([["a", "b", "c"]]);
  expect(importCycles([edge("a", "b"), edge("b", "c"), edge("a", "c")])).toEqual([]);
});

test("no module reaches itself through its imports", () => {
  expect(importCycles(edges)).toEqual([]);
});

test("lib imports neither components nor app, and components do not import app", () => {
  expect(upwardImports(edges).map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
});

test("a knot of folders is found through any of their modules, and one-way imports between folders are not one", () => {
  const edge = (from: string, to: string) => ({ from, to });
  expect(folderOf("features/booking/service.ts")).toBe("features/booking");
  expect(folderOf("platform/config/site.ts")).toBe("platform/config/site");
  expect(folderOf("app/layout.tsx")).toBeNull();
  const knot = [edge("lib/a/x.ts", "lib/b/y.ts"), edge("lib/b/z.ts", "lib/c.ts"), edge("lib/c.ts", "lib/a/w.ts")];
  expect(folderKnots(knot)).toEqual([["lib/a", "lib/b", "lib/c"]]);
  expect(folderKnots([edge("lib/a/x.ts", "lib/b/y.ts"), edge("lib/a/w.ts", "lib/b/z.ts"), edge("lib/b/y.ts", "lib/b/z.ts")])).toEqual([]);
});

test("no two folders of lib or components import each other, directly or around a loop", () => {
  expect(folderKnots(edges)).toEqual([]);
});
