import { honeypotFieldName, tokenFieldName } from "@/features/delegation/form-values";
import { formPath } from "@/features/delegation/submit-delegation";
import { hiddenInputs } from "./hidden-inputs";

export { formPath };

const confirmationReference = /data-testid="delegation-reference"[^>]*>(DR-[0-9A-Z]{6})</;

/** The reference a confirmation page shows, or null when the page is not a confirmation. */
export function confirmedReference(html: string): string | null {
  return confirmationReference.exec(html)?.[1] ?? null;
}

/**
 * A valid request from bench visitor `sequence`, as a browser without JavaScript posts it: the
 * page's hidden inputs (Next's action reference and the signed form token, or `token` in its place)
 * plus the visible fields.
 */
export function benchVisitorForm(sequence: number, hidden: readonly (readonly [string, string])[], token?: string): FormData {
  const form = new FormData();
  for (const [name, value] of hidden) form.append(name, name === tokenFieldName && token !== undefined ? token : value);
  const fields: Record<string, string> = {
    fullName: `Bench Visitor ${sequence}`,
    email: `bench-${sequence}@example.com`,
    company: `Bench Company ${sequence}`,
    website: "bench.example",
    phone: "",
    organisationType: sequence % 2 ? "business" : "agency",
    otherTasks: "Weekly reporting across our three markets",
    hoursPerWeek: "part-time",
    startTimeline: "within-a-month",
    monthlyBudget: "4000-7999",
    timeZone: "Europe/London",
    message: "",
    heardFrom: "search",
    consent: "on",
    [honeypotFieldName]: "",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("roles", "seo");
  form.append("roles", "content");
  form.append("tasks", "seo:on-page");
  form.append("tasks", "content:blog-posts");
  return form;
}

export interface FormPostResult {
  /** The reference the confirmation showed, or null when the server did not confirm. */
  readonly reference: string | null;
  readonly status: number;
  readonly ms: number;
}

/**
 * Submits the delegation form the way a browser without JavaScript does: fetch the page, keep its
 * hidden inputs, add a valid request and post it back with the page's own Origin.
 */
export async function postDelegationForm(origin: string, sequence: number): Promise<FormPostResult> {
  const started = performance.now();
  const page = await fetch(`${origin}${formPath}`);
  const form = benchVisitorForm(sequence, hiddenInputs(await page.text()));
  const response = await fetch(`${origin}${formPath}`, { method: "POST", body: form, headers: { origin } });
  const reference = confirmedReference(await response.text());
  return { reference: response.ok ? reference : null, status: response.status, ms: performance.now() - started };
}
