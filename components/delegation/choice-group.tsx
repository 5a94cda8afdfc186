import type { ReactNode } from "react";
import type { FieldRegistration } from "@/components/delegation/field-registration";
import { FieldHelp } from "@/components/delegation/field-help";
import { describedBy, errorId, fieldId, hintId } from "@/components/delegation/field-ids";

export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
}

interface ChoiceGroupProps {
  readonly registration: FieldRegistration;
  readonly legend: ReactNode;
  readonly type: "radio" | "checkbox";
  readonly options: readonly ChoiceOption[];
  /** The checked values. */
  readonly selected: readonly string[];
  readonly error?: string;
  readonly hint?: string;
  readonly className?: string;
  readonly columns?: boolean;
}

/** Radios or checkboxes in a fieldset whose legend names the question; the error is announced with the group. */
export function ChoiceGroup({ registration, legend, type, options, selected, error, hint, className, columns = false }: ChoiceGroupProps) {
  const name = registration.name;
  return (
    <fieldset
      id={fieldId(name)}
      className={["choice-group", error ? "choice-group--error" : "", className ?? ""].filter(Boolean).join(" ")}
      aria-describedby={describedBy(hint && hintId(name), error && errorId(name))}
    >
      <legend className="choice-group__legend">{legend}</legend>
      <FieldHelp name={name} hint={hint} error={error} />
      <div className={columns ? "choice-group__options choice-group__options--columns" : "choice-group__options"}>
        {options.map((option) => (
          <div className="choice" key={option.value}>
            <input
              {...registration}
              className="choice__input"
              type={type}
              id={fieldId(name, option.value)}
              value={option.value}
              defaultChecked={selected.includes(option.value)}
              aria-invalid={error ? true : undefined}
            />
            <label className="choice__label" htmlFor={fieldId(name, option.value)}>
              {option.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
