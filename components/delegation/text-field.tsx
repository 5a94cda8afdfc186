import type { FieldRegistration } from "@/components/delegation/field-registration";
import { FieldError } from "@/components/delegation/field-error";
import { describedBy, errorId, fieldId, hintId } from "@/components/delegation/field-ids";

interface TextFieldProps {
  readonly registration: FieldRegistration;
  readonly label: string;
  readonly defaultValue: string;
  readonly error?: string;
  readonly hint?: string;
  readonly optional?: boolean;
  readonly optionalLabel?: string;
  readonly type?: "text" | "email" | "tel" | "url";
  readonly autoComplete?: string;
  readonly inputMode?: "text" | "email" | "tel" | "url";
  readonly multiline?: boolean;
}

/** A labelled input or textarea with its hint and error wired up for assistive technology. */
export function TextField({
  registration,
  label,
  defaultValue,
  error,
  hint,
  optional = false,
  optionalLabel = "(optional)",
  type = "text",
  autoComplete,
  inputMode,
  multiline = false,
}: TextFieldProps) {
  const name = registration.name;
  const shared = {
    ...registration,
    id: fieldId(name),
    defaultValue,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hint && hintId(name), error && errorId(name)),
    "aria-required": optional ? undefined : true,
    className: "field__control",
  };
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
      {multiline ? (
        <textarea {...shared} rows={5} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} inputMode={inputMode} spellCheck={type === "text" ? undefined : false} />
      )}
    </div>
  );
}
