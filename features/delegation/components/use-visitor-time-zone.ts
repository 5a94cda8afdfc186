import { useEffect, type RefObject } from "react";
import { defaultTimeZone } from "@/platform/business-hours/default-time-zone";
import type { TimeZoneOption } from "@/platform/business-hours/time-zones";

/** Runs the task once the page has loaded and the browser is idle; returns what cancels it. */
function whenIdleAfterLoad(task: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(task, { timeout: 2000 });
    else timer = setTimeout(task, 1);
  };
  if (document.readyState === "complete") schedule();
  else addEventListener("load", schedule, { once: true });
  return () => {
    removeEventListener("load", schedule);
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/**
 * Replaces the time zone's neutral default with the visitor's own zone when it is on the list. Not among the
 * effects right after hydration: Intl's first use loads its time-zone data, 18-24 ms of that task on a 4x slower
 * CPU (Chromium trace, issue 46). It runs when the browser is first idle after the load, or as the visitor enters
 * the form if that comes first, so it is in place before anyone can reach the list and never overwrites a zone
 * the visitor chose.
 */
export function useVisitorTimeZone(formRef: RefObject<HTMLFormElement | null>, timeZones: readonly TimeZoneOption[]): void {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let cancelIdle = () => {};
    const fill = () => {
      cancelIdle();
      form.removeEventListener("focusin", fill);
      const select = form.elements.namedItem("timeZone");
      if (!(select instanceof HTMLSelectElement) || select.value !== defaultTimeZone) return;
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (timeZones.some((option) => option.value === zone)) select.value = zone;
    };
    form.addEventListener("focusin", fill);
    if (form.contains(document.activeElement)) fill();
    else cancelIdle = whenIdleAfterLoad(fill);
    return () => {
      cancelIdle();
      form.removeEventListener("focusin", fill);
    };
  }, [formRef, timeZones]);
}
