import type { FieldRegistration } from "@/features/delegation/components/field-ids";
import { Choice } from "@/features/delegation/components/choice-group";
import { FieldHelp } from "@/features/delegation/components/field-help";
import { describedBy, errorId, fieldId, hintId } from "@/features/delegation/components/field-ids";
import type { TaskGroup } from "@/features/delegation/form-choices";

interface TaskChecklistProps {
  readonly registration: FieldRegistration;
  readonly legend: string;
  readonly hint: string;
  readonly noRoleHint: string;
  readonly selected: readonly string[];
  readonly error?: string;
  /** Every role's tasks (features/delegation/form-choices.ts), from the server. */
  readonly groups: readonly TaskGroup[];
}

/**
 * Every role's checklist is in the page; CSS shows only the groups of ticked roles (forms.css, :has),
 * so the checklist follows the role choice with JavaScript off too.
 *
 * Its rule (check a task, or describe the work) is told to the checklist and to the text box, not to each
 * box: unlike a question's few options, the boxes are forty tasks across every role, and without JavaScript
 * every one of them, the roles not chosen included, said the error again. A screen reader hears it entering
 * the checklist, from the fieldset's description.
 */
export function TaskChecklist({ registration, legend, hint, noRoleHint, selected, error, groups }: TaskChecklistProps) {
  const name = registration.name;
  return (
    <fieldset
      id={fieldId(name)}
      className={error ? "choice-group choice-group--error task-checklist" : "choice-group task-checklist"}
      aria-describedby={describedBy(hintId(name), error && errorId(name))}
    >
      <legend className="choice-group__legend">{legend}</legend>
      <FieldHelp name={name} hint={hint} error={error} />
      <p className="task-checklist__empty">{noRoleHint}</p>
      {groups.map(({ role, label, tasks }) => (
        <fieldset className="task-group" data-role={role} key={role}>
          <legend className="task-group__legend">{label}</legend>
          <div className="choice-group__options choice-group__options--columns">
            {tasks.map((task) => (
              <Choice
                key={task.value}
                registration={registration}
                type="checkbox"
                option={task}
                checked={selected.includes(task.value)}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}
