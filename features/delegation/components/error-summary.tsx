import type { MouseEvent, Ref } from "react";
import { fieldId } from "@/features/delegation/components/field-ids";

export interface SummaryError {
  readonly name: string;
  readonly message: string;
}

interface ErrorSummaryProps {
  /** The heading for a given number of problems, e.g. "There are 3 problems". */
  readonly heading: (count: number) => string;
  readonly errors: readonly SummaryError[];
  readonly formError: string | null;
  readonly summaryRef?: Ref<HTMLDivElement>;
  /**
   * Set on the page the server answers a refused send with when JavaScript is off: the browser focuses
   * the summary on load, so a screen reader starts there. With JavaScript the form focuses it itself.
   */
  readonly focusOnLoad?: boolean;
}

const focusableSelector = "input:not([type=hidden]), select, textarea";

/** Links jump to the field itself (the first visible control of a group), not just its position on the page. */
function focusField(event: MouseEvent<HTMLAnchorElement>, name: string): void {
  const target = document.getElementById(fieldId(name));
  if (!target) return;
  event.preventDefault();
  const control = target.matches(focusableSelector)
    ? target
    : [...target.querySelectorAll<HTMLElement>(focusableSelector)].find((element) => element.getClientRects().length > 0);
  const legendOrLabel = target.closest(".field, fieldset") ?? target;
  legendOrLabel.scrollIntoView({ block: "start" });
  (control ?? target).focus({ preventScroll: true });
}

/**
 * The error-summary pattern: one focusable box at the top of the page, each problem a link to its field. It
 * is a named region, a landmark of its own since it comes before the header, so moving focus to it
 * announces its heading with the count ("There are 3 problems"); not a live region as well, which would
 * say the same words a second time as focus arrives.
 */
export function ErrorSummary({ heading, errors, formError, summaryRef, focusOnLoad = false }: ErrorSummaryProps) {
  if (errors.length === 0 && !formError) return null;
  return (
    <div
      className="error-summary"
      ref={summaryRef}
      role="region"
      tabIndex={-1}
      aria-labelledby="error-summary-heading"
      // eslint-disable-next-line jsx-a11y/no-autofocus -- a refused send without JavaScript: where the visitor must start
      autoFocus={focusOnLoad}
    >
      <h2 className="error-summary__heading" id="error-summary-heading">
        {heading(errors.length + (formError ? 1 : 0))}
      </h2>
      {formError ? <p className="error-summary__message">{formError}</p> : null}
      {errors.length > 0 ? (
        <ul className="error-summary__list">
          {errors.map((error) => (
            <li key={error.name}>
              <a href={`#${fieldId(error.name)}`} onClick={(event) => focusField(event, error.name)}>
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
