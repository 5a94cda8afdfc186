/** @jest-environment node */
import {
  delegationChecklist,
  resourceDocuments,
  type ResourceBlock,
} from "@/features/content/resource-documents";
import { resourceSections } from "@/features/content/resources";
import { delegableTasks } from "@/features/delegation/tasks";
import { pageFragments, publicRoutes } from "@/platform/config/site";

/** The ids a page promises: its section ids for resources, its fragments elsewhere, plus the guide's checklist. */
function idsOn(path: string): readonly string[] {
  const document = resourceDocuments.find((candidate) => candidate.meta.path === path);
  if (document) return document.sections.map((section) => section.id);
  if (path === "/delegation-tasks-guide") return ["checklist"];
  return pageFragments[path as keyof typeof pageFragments] ?? [];
}

describe("resources", () => {
  const cards = resourceSections.flatMap((section) => section.items);

  it("every card opens a page on this site, and a fragment that page has", () => {
    expect(cards.length).toBeGreaterThanOrEqual(6);
    for (const card of cards) {
      const [path, fragment] = card.link.href.split("#");
      expect(publicRoutes).toContain(path);
      if (fragment) expect(idsOn(path!)).toContain(fragment);
    }
  });

  it("each printable resource is a public page, linked from a card", () => {
    const linked = new Set(cards.map((card) => card.link.href.split("#")[0]));
    for (const document of resourceDocuments) {
      expect(publicRoutes).toContain(document.meta.path);
      expect(linked).toContain(document.meta.path);
    }
  });

  it("builds the printable checklist from the form's own task list", () => {
    const items = delegationChecklist.sections
      .flatMap((section) => section.blocks)
      .filter((block): block is Extract<ResourceBlock, { kind: "checklist" }> => block.kind === "checklist")
      .flatMap((block) => block.groups.flatMap((group) => group.items));
    expect(items).toEqual(delegableTasks.map((task) => task.label));
  });

  it("gives every resource's sections unique, URL-safe ids", () => {
    for (const document of resourceDocuments) {
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });
});
