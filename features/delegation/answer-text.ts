import { roleLabels } from "@/features/delegation/options";
import { findTask } from "@/features/delegation/tasks";

/**
 * How answers read to a person, the same on the visitor's confirmation, the staff's request page and the
 * CSV export. A value that is not one of ours, possible only in a form not yet validated, shows as it was sent.
 */
export function labelled(labels: Readonly<Record<string, string>>, value: string): string {
  return labels[value] ?? value;
}

export function rolesText(roles: readonly string[]): string {
  return roles.map((role) => labelled(roleLabels, role)).join(", ");
}

/** Semicolons between tasks, because a task's label may itself hold a comma. */
export function tasksText(taskIds: readonly string[]): string {
  return taskIds.map((id) => findTask(id)?.label ?? id).join("; ");
}
