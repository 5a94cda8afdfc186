import { hiddenInputs } from "./hidden-inputs";

/**
 * Submits the delegation form the way a browser without JavaScript does: fetch the page, keep
 * its hidden inputs (Next's action id, the signed form token), add a valid request and post it
 * back to the page with the page's own Origin. The confirmation carries the reference.
 */
const referencePattern = /data-testid="delegation-reference"[^>]*>(DR-[0-9A-Z]{6})</;
const formPath = "/delegation-tasks-guide/form";

export interface FormPostResult {
  /** The reference the confirmation showed, or null when the server did not confirm. */
  readonly reference: string | null;
  readonly status: number;
  readonly ms: number;
}

export async function postDelegationForm(origin: string, sequence: number): Promise<FormPostResult> {
  const started = performance.now();
  const page = await fetch(`${origin}${formPath}`);
  const html = await page.text();
  const form = new FormData();
  for (const [name, value] of hiddenInputs(html)) form.append(name, value);
  const fields: Record<string, string> = {
    fullName: `Bench Visitor ${sequence}`,
    email: `bench-${sequence}@example.com`,
    company: `Bench Company ${sequence}`,
    organisationType: "business",
    otherTasks: "Weekly reporting across our three markets",
    faxNumber: "",
    hoursPerWeek: "part-time",
    startTimeline: "exploring",
    monthlyBudget: "2000-3999",
    timeZone: "Europe/London",
    consent: "on",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("roles", "seo");
  form.append("tasks", "seo:on-page");
  const response = await fetch(`${origin}${formPath}`, { method: "POST", body: form, headers: { origin } });
  const body = await response.text();
  const reference = referencePattern.exec(body)?.[1] ?? null;
  return { reference: response.ok ? reference : null, status: response.status, ms: performance.now() - started };
}
