import { honeypotFieldName } from "../../../features/delegation/form-values";
import { referenceFromQuery, sentPath } from "../../../features/delegation/sent-page";
import { hiddenInputs } from "../../../scripts/bench/hidden-inputs";
import { multipartBody, rawRequest, type RawRequest } from "./raw-http";

export const formPath = "/delegation-tasks-guide/form";
/** The server refuses a form posted sooner than ~3 s after it was served. */
export const minimumFillMs = 3100;

export interface PreparedForm {
  readonly body: Buffer;
  readonly type: string;
}

/** A valid request, as a browser without JavaScript posts it: the page's hidden inputs and the visible fields. */
function filledForm(sequence: number, hidden: readonly (readonly [string, string])[]): FormData {
  const form = new FormData();
  for (const [name, value] of hidden) form.append(name, value);
  const fields: [string, string][] = [
    ["fullName", `Limit Tester ${sequence}`],
    ["email", `limit-${sequence}-${Date.now()}@example.com`],
    ["company", "Limit Testing Ltd"],
    ["organisationType", "business"],
    ["roles", "seo"],
    ["tasks", "seo:on-page"],
    ["hoursPerWeek", "part-time"],
    ["startTimeline", "asap"],
    ["monthlyBudget", "2000-3999"],
    ["timeZone", "Europe/London"],
    ["consent", "on"],
    [honeypotFieldName, ""],
  ];
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

/**
 * Fetches the form `count` times and fills each in, as a browser without JavaScript: each page carries its
 * own token, whose issue time is the fill time's start.
 */
export async function prepareForms(base: string, count: number, from: RawRequest = {}): Promise<PreparedForm[]> {
  const forms: PreparedForm[] = [];
  const sender = { localAddress: from.localAddress, headers: from.headers };
  for (let i = 0; i < count; i += 1) {
    const page = await rawRequest(base, formPath, sender);
    forms.push(await multipartBody(filledForm(i, hiddenInputs(page.body))));
  }
  return forms;
}

/**
 * Posts a prepared form; the reference it was stored under, or null when it was refused. A stored
 * request answers 303 to the confirmation page, whose address carries the reference.
 */
export async function postForm(base: string, form: PreparedForm, from: RawRequest = {}): Promise<string | null> {
  const response = await rawRequest(base, formPath, {
    method: "POST",
    localAddress: from.localAddress,
    headers: { ...from.headers, origin: new URL(base).origin, "content-type": form.type },
    body: form.body,
  });
  // Anything else (the form again with a message, or a refusal) stored nothing.
  if (response.status !== 303) return null;
  const location = new URL(String(response.headers.location ?? ""), base);
  return location.pathname === sentPath ? referenceFromQuery(location.searchParams.get("reference") ?? undefined) : null;
}
