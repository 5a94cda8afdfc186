import type { FieldRegistration } from "@/components/delegation/field-registration";
import { FieldError } from "@/components/delegation/field-error";
import { describedBy, errorId, fieldId } from "@/components/delegation/field-ids";

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

interface SelectFieldProps {
  readonly registration: FieldRegistration;
  readonly label: string;
  readonly options: readonly SelectOption[];
  readonly defaultValue: string;
  readonly placeholder: string;
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
      <FieldError name={name} message={error} />
      <select
        {...registration}
        id={fieldId(name)}
        className="field__control"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(error && errorId(name))}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
