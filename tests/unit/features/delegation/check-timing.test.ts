/** @jest-environment node */
import { checkOnLeave, errorsConcerning, fieldsAffectedBy } from "@/features/delegation/check-timing";
import type { FieldName } from "@/features/delegation/field-names";

const changed = (...names: FieldName[]) => new Set<FieldName>(names);

describe("when a field is checked before a send", () => {
  it("never for a field only passed through", () => {
    expect(checkOnLeave({ left: "fullName", entered: "email", changed: changed() })).toBe(false);
    expect(checkOnLeave({ left: "roles", entered: "otherTasks", changed: changed("fullName") })).toBe(false);
  });

  it("once a changed field is left, for another field or for nothing at all", () => {
    expect(checkOnLeave({ left: "email", entered: "phone", changed: changed("email") })).toBe(true);
    expect(checkOnLeave({ left: "email", entered: null, changed: changed("email") })).toBe(true);
  });

  it("not while focus moves between the boxes of one group, only when it leaves the group", () => {
    expect(checkOnLeave({ left: "roles", entered: "roles", changed: changed("roles") })).toBe(false);
    expect(checkOnLeave({ left: "roles", entered: "tasks", changed: changed("roles") })).toBe(true);
  });
});

describe("which errors a control is described by", () => {
  it("its own, and for the free-text tasks the checklist's rule it can settle", () => {
    expect(errorsConcerning("email")).toEqual(["email"]);
    expect(errorsConcerning("otherTasks")).toEqual(["otherTasks", "tasks"]);
    expect(errorsConcerning("tasks")).toEqual(["tasks"]);
  });

  it("rechecks the task rule when the roles or the free text change", () => {
    expect(fieldsAffectedBy("otherTasks")).toEqual(["otherTasks", "tasks"]);
    expect(fieldsAffectedBy("roles")).toEqual(["roles", "tasks"]);
    expect(fieldsAffectedBy("phone")).toEqual(["phone"]);
  });
});
