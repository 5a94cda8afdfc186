import type { FieldRegistration } from "@/features/delegation/components/field-ids";
import { FieldHelp } from "@/features/delegation/components/field-help";
import { describedBy, errorId, fieldId, hintId } from "@/features/delegation/components/field-ids";

export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
}

interface ChoiceGroupProps {
  readonly registration: FieldRegistration;
  readonly legend: string;
  readonly type: "radio" | "checkbox";
  readonly options: readonly ChoiceOption[];
  /** The checked values. */
  readonly selected: readonly string[];
  readonly error?: string;
  readonly hint?: string;
  readonly className?: string;
  readonly columns?: boolean;
  /**
   * Said in the legend, hidden from sight: a fieldset has no required state a screen reader would
   * announce, and sighted visitors read the form's rule (only optional fields are marked) in its lead.
   */
  readonly requiredLabel?: string;
}

interface ChoiceProps {
  readonly registration: FieldRegistration;
  readonly type: "radio" | "checkbox";
  readonly option: ChoiceOption;
  readonly checked: boolean;
  /** The id of the group's error, when it has one: every box is described by it, not only the fieldset. */
  readonly errorId?: string;
}

/** One radio or checkbox with its label; its id is made from the field and the value, as the error summary expects. */
export function Choice({ registration, type, option, checked, errorId: describedByError }: ChoiceProps) {
  const id = fieldId(registration.name, option.value);
  return (
    <div className="choice">
      <input
        {...registration}
        className="choice__input"
        type={type}
        id={id}
        value={option.value}
        defaultChecked={checked}
        aria-invalid={describedByError ? true : undefined}
        aria-describedby={describedByError}
      />
      <label className="choice__label" htmlFor={id}>
        {option.label}
      </label>
    </div>
  );
}

/** Radios or checkboxes in a fieldset whose legend names the question; the error is announced with the group. */
export function ChoiceGroup({ registration, legend, type, options, selected, error, hint, className, columns = false, requiredLabel }: ChoiceGroupProps) {
  const name = registration.name;
  return (
    <fieldset
      id={fieldId(name)}
      className={["choice-group", error ? "choice-group--error" : "", className ?? ""].filter(Boolean).join(" ")}
      aria-describedby={describedBy(hint && hintId(name), error && errorId(name))}
    >
      <legend className="choice-group__legend">
        {/* The space ends the legend's own text: Chrome drops a space standing alone from the name. */}
        {requiredLabel ? `${legend} ` : legend}
        {requiredLabel ? <span className="visually-hidden">{requiredLabel}</span> : null}
      </legend>
      <FieldHelp name={name} hint={hint} error={error} />
      <div className={columns ? "choice-group__options choice-group__options--columns" : "choice-group__options"}>
        {options.map((option) => (
          <Choice
            key={option.value}
            registration={registration}
            type={type}
            option={option}
            checked={selected.includes(option.value)}
            errorId={error ? errorId(name) : undefined}
          />
        ))}
      </div>
    </fieldset>
  );
}
