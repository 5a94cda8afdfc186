import type { ReportedFormStep } from "./dimensions";

/*
 * The browser's half of the figures, kept tiny (every public page carries it; tests/e2e/budgets.spec.ts
 * holds the line). It writes nothing in the browser (no cookie, no storage) and sends nothing at all when
 * the visitor asks not to be tracked (Do Not Track, Global Privacy Control). The wire names are
 * features/analytics/beacon.ts's; this file imports only its types, so no schema code reaches the page.
 */

const endpoint = "/api/figures";

/** Whether the visitor lets us count: neither signal set, and a browser that can send a beacon. */
function mayCount(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.doNotTrack !== "1" && browser.globalPrivacyControl !== true && typeof browser.sendBeacon === "function";
}

function send(body: Readonly<Record<string, string | number>>): void {
  // A string goes as text/plain: no preflight, and the write guard admits it as a same-origin POST.
  if (mayCount()) navigator.sendBeacon(endpoint, JSON.stringify(body));
}

/** Runs `task` once the page has loaded and the browser is idle, so counting never competes with paint or input. */
export function whenPageIdle(task: () => void): void {
  const idle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => task(), { timeout: 5000 }) : setTimeout(task, 1));
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

/**
 * Reports a page view. The first of a document is a visit unless its referrer is a page of this site; a
 * visit carries the referrer's host (never its path) and the landing address's utm_campaign.
 */
export function sendPageView(path: string, firstOfDocument: boolean): void {
  const body: Record<string, string | number> = { p: path };
  let referrer: URL | null = null;
  try {
    referrer = new URL(document.referrer);
  } catch {
    // No referrer, or one the browser withheld: a visit from nowhere in particular.
  }
  if (firstOfDocument && referrer?.origin !== location.origin) {
    body.v = 1;
    if (referrer) body.r = referrer.hostname;
    const campaign = new URLSearchParams(location.search).get("utm_campaign");
    if (campaign) body.c = campaign;
  }
  send(body);
}

/** Reports a step of the request form. */
export function sendFormStep(step: ReportedFormStep): void {
  send({ s: step });
}
