import type { FieldRegistration } from "@/features/delegation/components/field-ids";
import { FieldHelp } from "@/features/delegation/components/field-help";
import { controlAria, fieldId } from "@/features/delegation/components/field-ids";
import { FieldLabel } from "@/features/delegation/components/field-label";

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

interface SelectFieldProps {
  readonly registration: FieldRegistration;
  readonly label: string;
  readonly options: readonly SelectOption[];
  readonly defaultValue: string;
  /** An empty first choice, for fields that start unanswered; omitted when the first option is the default. */
  readonly placeholder?: string;
  readonly hint?: string;
  readonly error?: string;
  readonly optional?: boolean;
  readonly optionalLabel?: string;
}

export function SelectField({
  registration,
  label,
  options,
  defaultValue,
  placeholder,
  hint,
  error,
  optional = false,
  optionalLabel = "(optional)",
}: SelectFieldProps) {
  const name = registration.name;
  return (
    <div className={error ? "field field--error" : "field"}>
      <FieldLabel name={name} label={label} optional={optional} optionalLabel={optionalLabel} />
      <FieldHelp name={name} hint={hint} error={error} />
      <select
        {...registration}
        id={fieldId(name)}
        className="field__control"
        defaultValue={defaultValue}
        {...controlAria(name, { hint, error, optional })}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
