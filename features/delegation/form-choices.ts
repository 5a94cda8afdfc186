import {
  budgetLabels,
  budgetOptions,
  heardFromLabels,
  heardFromOptions,
  hoursLabels,
  hoursOptions,
  organisationTypeLabels,
  organisationTypes,
  roleIds,
  roleLabels,
  startLabels,
  startOptions,
  type RoleId,
} from "@/features/delegation/options";
import { tasksForRole } from "@/features/delegation/tasks";

/** One answer the form offers: what is stored, and what the visitor reads. */
export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
}

/** One role's tasks in the checklist. */
export interface TaskGroup {
  readonly role: RoleId;
  readonly label: string;
  readonly tasks: readonly ChoiceOption[];
}

/** Every closed list the request form offers, with its labels, as the form renders them. */
export interface FormChoices {
  readonly organisationTypes: readonly ChoiceOption[];
  readonly roles: readonly ChoiceOption[];
  readonly hours: readonly ChoiceOption[];
  readonly start: readonly ChoiceOption[];
  readonly budget: readonly ChoiceOption[];
  readonly heardFrom: readonly ChoiceOption[];
  readonly taskGroups: readonly TaskGroup[];
}

function toOptions<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>): ChoiceOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/**
 * Built on the server and handed to the form as props: the lists are in the page's HTML either way, so the
 * form's browser code need not carry them too (with the time zone list, 2.4 KB of the form's 9 KB gzip script;
 * docs/performance.md).
 */
export function formChoices(): FormChoices {
  return {
    organisationTypes: toOptions(organisationTypes, organisationTypeLabels),
    roles: toOptions(roleIds, roleLabels),
    hours: toOptions(hoursOptions, hoursLabels),
    start: toOptions(startOptions, startLabels),
    budget: toOptions(budgetOptions, budgetLabels),
    heardFrom: toOptions(heardFromOptions, heardFromLabels),
    taskGroups: roleIds.map((role) => ({
      role,
      label: roleLabels[role],
      tasks: tasksForRole(role).map((task) => ({ value: task.id, label: task.label })),
    })),
  };
}
