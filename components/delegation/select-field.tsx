import type { FieldRegistration } from "@/components/delegation/field-registration";
import { FieldError } from "@/components/delegation/field-error";
import { describedBy, errorId, fieldId, hintId } from "@/components/delegation/field-ids";

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
      <label className="field__label" htmlFor={fieldId(name)}>
        {label}
        {optional ? <span className="field__optional"> {optionalLabel}</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId(name)}>
          {hint}
        </p>
      ) : null}
      <FieldError name={name} message={error} />
      <select
        {...registration}
        id={fieldId(name)}
        className="field__control"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(hint && hintId(name), error && errorId(name))}
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
