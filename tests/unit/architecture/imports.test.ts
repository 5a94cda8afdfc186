/** @jest-environment node */
import path from "node:path";
import { importCycles, importEdges, upwardImports } from "./import-graph";

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
