import { useCallback, useEffect, useRef, type RefObject } from "react";
import type { ReportedFormStep } from "@/features/analytics/dimensions";
import { sendFormStep, whenPageIdle } from "@/features/analytics/send-beacon";

/**
 * The request form's steps for the figures' funnel: viewed (once the page has loaded), the first focus in
 * the form, and a send that came back with errors (the browser's checks or the server's). Each is reported
 * at most once per form shown, so the funnel counts forms, not keystrokes. "Stored" is the server's to count.
 * Returns the callback for a send with errors.
 */
export function useFormFigures(formRef: RefObject<HTMLFormElement | null>): () => void {
  const reported = useRef(new Set<ReportedFormStep>());
  const report = useCallback((step: ReportedFormStep) => {
    if (reported.current.has(step)) return;
    reported.current.add(step);
    sendFormStep(step);
  }, []);

  useEffect(() => {
    whenPageIdle(() => report("viewed"));
    const form = formRef.current;
    const focused = () => report("first-field-focused");
    form?.addEventListener("focusin", focused, { once: true });
    if (form?.contains(document.activeElement)) focused();
    return () => form?.removeEventListener("focusin", focused);
  }, [formRef, report]);

  return useCallback(() => report("sent-with-error"), [report]);
}
