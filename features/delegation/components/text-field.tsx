import type { FieldRegistration } from "@/features/delegation/components/field-ids";
import { FieldHelp } from "@/features/delegation/components/field-help";
import { controlAria, fieldId } from "@/features/delegation/components/field-ids";
import { FieldLabel } from "@/features/delegation/components/field-label";

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
  /** Ids of other fields' errors that this field can settle; it is described and marked by them too. */
  readonly relatedErrorIds?: readonly string[];
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
  relatedErrorIds,
}: TextFieldProps) {
  const name = registration.name;
  const shared = {
    ...registration,
    id: fieldId(name),
    defaultValue,
    ...controlAria(name, { hint, error, optional, relatedErrorIds }),
    className: "field__control",
  };
  return (
    <div className={error || relatedErrorIds?.length ? "field field--error" : "field"}>
      <FieldLabel name={name} label={label} optional={optional} optionalLabel={optionalLabel} />
      <FieldHelp name={name} hint={hint} error={error} />
      {multiline ? (
        <textarea {...shared} rows={5} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} inputMode={inputMode} spellCheck={type === "text" ? undefined : false} />
      )}
    </div>
  );
}
