import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** The folders whose modules import one another; each may import only from those after it in this list. */
export const layers = ["app", "features", "ui", "platform"] as const;
export type Layer = (typeof layers)[number];

export interface ImportEdge {
  readonly from: string;
  readonly to: string;
}

const sourceExtensions = [".ts", ".tsx"];

function sourceFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFilesUnder(full);
    return sourceExtensions.includes(path.extname(name)) ? [full] : [];
  });
}

function resolveSource(root: string, fromFile: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  const candidates = [base, ...sourceExtensions.map((ext) => base + ext), ...sourceExtensions.map((ext) => path.join(base, `index${ext}`))];
  const found = candidates.find((file) => sourceExtensions.includes(path.extname(file)) && existsSync(file) && statSync(file).isFile());
  return found ?? null;
}

/**
 * Every import between the project's own modules, type-only ones included: a type import is still a
 * dependency a reader follows, so it must point the same way as the code. Paths are relative to root.
 */
export function importEdges(root: string): ImportEdge[] {
  const files = layers.flatMap((layer) => sourceFilesUnder(path.join(root, layer)));
  return files.flatMap((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    return importedFiles.flatMap(({ fileName }) => {
      const target = resolveSource(root, file, fileName);
      return target === null ? [] : [{ from: path.relative(root, file), to: path.relative(root, target) }];
    });
  });
}

export function layerOf(file: string): Layer | null {
  const top = file.split(/[\\/]/)[0];
  return (layers as readonly string[]).includes(top ?? "") ? (top as Layer) : null;
}

/** Imports from a lower layer to a higher one: the platform into ui, features or app; ui into features or app; a feature into app. */
export function upwardImports(edges: readonly ImportEdge[]): ImportEdge[] {
  return edges.filter(({ from, to }) => {
    const source = layerOf(from);
    const target = layerOf(to);
    return source !== null && target !== null && layers.indexOf(target) < layers.indexOf(source);
  });
}

/** Groups of modules that reach one another through imports (Tarjan's strongly connected components). */
export function importCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (next.get(node) ?? []).includes(node)) cycles.push(group.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * The folder a module counts under when reading the layout: features/<name>, platform/<name> and ui (a
 * top-level file counts as a folder of its own); app's routes compose folders and count as none.
 */
export function folderOf(file: string): string | null {
  const parts = file.split(/[\\/]/);
  if (parts[0] === "ui") return "ui";
  if (parts[0] !== "features" && parts[0] !== "platform") return null;
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : `${parts[0]}/${(parts[1] ?? "").replace(/\.tsx?$/, "")}`;
}

/** Folders that import each other, directly or around a loop: each group is a knot a reader cannot untie. */
export function folderKnots(edges: readonly ImportEdge[]): string[][] {
  const folderEdges = new Map<string, ImportEdge>();
  for (const { from, to } of edges) {
    const source = folderOf(from);
    const target = folderOf(to);
    if (source && target && source !== target) folderEdges.set(`${source} ${target}`, { from: source, to: target });
  }
  return importCycles([...folderEdges.values()]);
}
