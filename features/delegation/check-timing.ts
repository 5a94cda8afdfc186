import type { FieldName } from "@/features/delegation/field-names";

/**
 * When the form may call a field wrong, and which controls hear about it. A screen-reader user tabs
 * through a form to learn it; a field that turns "invalid" because they passed it, or a checkbox group that
 * turns invalid the moment focus moves from its first box to its second, tells them about a mistake they
 * have not made. So a field is checked only once the visitor has changed it and then left it (a group: left
 * the whole group), or when they try to send; after a send, every change is checked at once.
 */

export interface LeaveEvent {
  /** The field focus left. */
  readonly left: FieldName;
  /** The field focus moved to, or null when it moved out of every field (a link, the page, another window). */
  readonly entered: FieldName | null;
  /** Fields the visitor has changed since the page loaded. */
  readonly changed: ReadonlySet<FieldName>;
}

/** True when leaving a field should check it: the visitor changed it and focus is no longer inside it. */
export function checkOnLeave({ left, entered, changed }: LeaveEvent): boolean {
  if (!changed.has(left)) return false;
  return entered !== left;
}

/**
 * Errors that concern more than their own field. The task rule ("check a task, or describe the work in
 * your own words") is reported on the checklist, but the text box labelled "Other tasks" is the other way to
 * satisfy it, so that box is described by the same message and marked with it.
 */
const alsoConcerns: Readonly<Partial<Record<FieldName, readonly FieldName[]>>> = {
  tasks: ["otherTasks"],
};

/** The fields whose errors a control of `field` must be described by, its own first. */
export function errorsConcerning(field: FieldName): readonly FieldName[] {
  const others = (Object.keys(alsoConcerns) as FieldName[]).filter((source) => alsoConcerns[source]?.includes(field));
  return [field, ...others];
}

/** Rules that read other fields: the task rule changes with the roles ticked and the words typed. */
const dependsOn: Readonly<Partial<Record<FieldName, readonly FieldName[]>>> = {
  tasks: ["roles", "otherTasks"],
};

/** The fields to check again when `field` changes: itself and every field whose rule reads it. */
export function fieldsAffectedBy(field: FieldName): readonly FieldName[] {
  const readers = (Object.keys(dependsOn) as FieldName[]).filter((reader) => dependsOn[reader]?.includes(field));
  return [field, ...readers];
}
