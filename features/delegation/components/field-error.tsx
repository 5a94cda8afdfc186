import { errorId } from "@/features/delegation/components/field-ids";

interface FieldErrorProps {
  readonly name: string;
  readonly message: string | undefined;
}

export function FieldError({ name, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p className="field__error" id={errorId(name)}>
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  );
}
