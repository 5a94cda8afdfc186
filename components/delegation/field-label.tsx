import { fieldId } from "@/components/delegation/field-ids";

interface FieldLabelProps {
  readonly name: string;
  readonly label: string;
  readonly optional: boolean;
  readonly optionalLabel: string;
}

/** The label of a single control, saying when the field may be left empty. */
export function FieldLabel({ name, label, optional, optionalLabel }: FieldLabelProps) {
  return (
    <label className="field__label" htmlFor={fieldId(name)}>
      {label}
      {/* The space outside the span: a name built from the label's parts trims each one, which left "Phone(optional)". */}
      {optional ? (
        <>
          {" "}
          <span className="field__optional">{optionalLabel}</span>
        </>
      ) : null}
    </label>
  );
}
