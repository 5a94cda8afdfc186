import type { MouseEvent, Ref } from "react";
import { fieldId } from "@/components/delegation/field-ids";

export interface SummaryError {
  readonly name: string;
  readonly message: string;
}

interface ErrorSummaryProps {
  readonly heading: string;
  readonly errors: readonly SummaryError[];
  readonly formError: string | null;
  readonly summaryRef?: Ref<HTMLDivElement>;
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

/** The error-summary pattern: one focusable box above the form, each problem a link to its field. */
export function ErrorSummary({ heading, errors, formError, summaryRef }: ErrorSummaryProps) {
  if (errors.length === 0 && !formError) return null;
  return (
    <div className="error-summary" ref={summaryRef} tabIndex={-1} aria-labelledby="error-summary-heading">
      <h2 className="error-summary__heading" id="error-summary-heading">
        {heading}
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
