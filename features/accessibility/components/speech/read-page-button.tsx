import { speechLabels } from "@/features/accessibility/speech/speech-copy";

interface ReadPageButtonProps {
  readonly reading: boolean;
  readonly onClick: () => void;
}

/** The floating Read page / Stop reading button; its label alone carries the state. */
export function ReadPageButton({ reading, onClick }: ReadPageButtonProps) {
  return (
    <button type="button" className="speech-fab" data-reading={reading ? "" : undefined} onClick={onClick}>
      <svg className="speech-fab__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {reading ? (
          <rect x="6" y="6" width="12" height="12" rx="1.5" fill="currentColor" />
        ) : (
          <path
            fill="currentColor"
            d="M4 9v6h4l5 5V4L8 9H4zm12.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"
          />
        )}
      </svg>
      <span className="speech-fab__label">{reading ? speechLabels.stopReading : speechLabels.readPage}</span>
    </button>
  );
}
