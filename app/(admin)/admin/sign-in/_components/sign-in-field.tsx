import type { FieldError, UseFormRegisterReturn } from "react-hook-form";

interface SignInFieldProps {
  readonly id: string;
  readonly label: string;
  readonly type: "email" | "password";
  readonly autoComplete: "username" | "current-password";
  readonly inputMode?: "email";
  readonly registration: UseFormRegisterReturn;
  readonly error?: FieldError;
}

/** A labelled sign-in input whose error, when there is one, is tied to it so it is read out with the field. */
export function SignInField({ id, label, type, autoComplete, inputMode, registration, error }: SignInFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="admin-field admin-field--wide">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      {error ? (
        <p id={errorId} className="admin-field__error">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
