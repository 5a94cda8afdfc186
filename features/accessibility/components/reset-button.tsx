interface ResetButtonProps {
  /** Makes the hint's id, which the button names as its description. */
  readonly id: string;
  readonly label: string;
  readonly hint: string;
  readonly onClick: () => void;
}

/** A reset action with its one-line description, which is read out with the button. */
export function ResetButton({ id, label, hint, onClick }: ResetButtonProps) {
  const hintId = `${id}-hint`;
  return (
    <div>
      <button type="button" className="a11y-button" aria-describedby={hintId} onClick={onClick}>
        {label}
      </button>
      <p id={hintId} className="a11y-hint">
        {hint}
      </p>
    </div>
  );
}
