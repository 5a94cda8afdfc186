import { rolesText, tasksText } from "@/features/delegation/answer-text";
import { roleLabels } from "@/features/delegation/options";
import { findTask, tasksForRole } from "@/features/delegation/tasks";

describe("answer text", () => {
  it("reads roles as their labels, comma-separated, and an unknown id as sent", () => {
    expect(rolesText(["paid-media", "seo"])).toBe(`${roleLabels["paid-media"]}, ${roleLabels.seo}`);
    expect(rolesText(["seo", "astrology"])).toBe(`${roleLabels.seo}, astrology`);
    expect(rolesText([])).toBe("");
  });

  it("reads tasks as their checklist labels, separated by semicolons, and an unknown id as sent", () => {
    const [first, second] = tasksForRole("paid-media");
    expect(first && second).toBeTruthy();
    expect(tasksText([first!.id, second!.id, "paid-media:unknown"])).toBe(`${first!.label}; ${second!.label}; paid-media:unknown`);
    expect(findTask("paid-media:unknown")).toBeUndefined();
  });
});
