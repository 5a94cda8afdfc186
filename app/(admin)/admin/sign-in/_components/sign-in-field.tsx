import type { FieldError, UseFormRegisterReturn } from "react-hook-form";

interface SignInFieldProps {
  readonly id: string;
  readonly label: string;
  readonly type: "email" | "password" | "text";
  readonly autoComplete: "username" | "current-password" | "new-password" | "one-time-code" | "off";
  readonly inputMode?: "email" | "numeric";
  /** Read out with the field, before any error. */
  readonly hint?: string;
  readonly registration: UseFormRegisterReturn;
  readonly error?: FieldError;
  /** The id of the step's message when it concerns this field (a wrong password or code): it then describes it too. */
  readonly stepErrorId?: string;
}

/** A labelled sign-in input whose error, when there is one, is tied to it so it is read out with the field. */
export function SignInField({ id, label, type, autoComplete, inputMode, hint, registration, error, stepErrorId }: SignInFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null, stepErrorId ?? null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="admin-field admin-field--wide">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error || stepErrorId ? true : undefined}
        aria-describedby={describedBy}
        spellCheck={type === "text" ? false : undefined}
        autoCapitalize={type === "text" ? "none" : undefined}
        {...registration}
      />
      {hint ? (
        <p id={hintId} className="admin-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="admin-field__error">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
