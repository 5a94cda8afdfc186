import { roleLabels } from "@/lib/delegation/options";
import { findTask } from "@/lib/delegation/tasks";

/**
 * How the multi-choice answers read to a person, the same on the visitor's confirmation and the staff's
 * request page (the CSV keeps task ids, for machines). An id that is not one of ours, possible only in a
 * form not yet validated, shows as it was sent.
 */
export function rolesText(roles: readonly string[]): string {
  return roles.map((role) => (roleLabels as Readonly<Record<string, string>>)[role] ?? role).join(", ");
}

/** Semicolons between tasks, because a task's label may itself hold a comma. */
export function tasksText(taskIds: readonly string[]): string {
  return taskIds.map((id) => findTask(id)?.label ?? id).join("; ");
}
