import { FieldError } from "@/features/delegation/components/field-error";
import { hintId } from "@/features/delegation/components/field-ids";

interface FieldHelpProps {
  readonly name: string;
  readonly hint?: string;
  readonly error?: string;
}

/** A field's hint and its error, under the ids the control's aria-describedby names. */
export function FieldHelp({ name, hint, error }: FieldHelpProps) {
  return (
    <>
      {hint ? (
        <p className="field__hint" id={hintId(name)}>
          {hint}
        </p>
      ) : null}
      <FieldError name={name} message={error} />
    </>
  );
}
