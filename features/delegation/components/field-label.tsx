import { fieldId } from "@/features/delegation/components/field-ids";

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
      {/*
        The space ends the label's own text node: a space on its own (or starting the span) is dropped from
        the name Chrome computes from the server's markup, which gave "Phone(optional)".
      */}
      {optional ? `${label} ` : label}
      {optional ? <span className="field__optional">{optionalLabel}</span> : null}
    </label>
  );
}
