import { labelled, rolesText, tasksText } from "@/lib/delegation/answer-text";
import { budgetLabels, heardFromLabels, hoursLabels, organisationTypeLabels, startLabels } from "@/lib/delegation/options";
import { timeZoneLabel } from "@/lib/delegation/time-zones";

/**
 * The "what you sent" list on the confirmation page. It is written from the form the visitor is sending,
 * into this browser tab's sessionStorage, and read back by the confirmation page: nothing personal ever
 * travels in its address or comes back from the server, and closing the tab forgets it.
 */

export const summaryStorageKey = "delegation-request-summary";

export interface SummaryItem {
  readonly label: string;
  readonly value: string;
}

export interface StoredSummary {
  /** Null until the confirmation page first shows it; from then on it belongs to that reference only. */
  readonly reference: string | null;
  /** When it was sent (ms since the epoch): an unclaimed summary older than a few minutes is never shown. */
  readonly sentAt: number;
  readonly items: readonly SummaryItem[];
}

/** A confirmation follows its send within seconds; anything older was a send that never arrived. */
export const claimWindowMs = 10 * 60_000;

const maxValueLength = 1000;

/** The visitor's answers as label and value pairs, in the form's order; blank answers are left out. */
export function summariseForm(data: FormData): SummaryItem[] {
  const one = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value.trim().slice(0, maxValueLength) : "";
  };
  const all = (name: string) => data.getAll(name).filter((value): value is string => typeof value === "string");
  const items: Array<[string, string]> = [
    ["Full name", one("fullName")],
    ["Work e-mail", one("email")],
    ["Phone", one("phone")],
    ["Company", one("company")],
    ["Website", one("website")],
    ["Business or agency", one("organisationType") && labelled(organisationTypeLabels, one("organisationType"))],
    ["Roles", rolesText(all("roles"))],
    ["Tasks from the checklist", tasksText(all("tasks"))],
    ["Other tasks", one("otherTasks")],
    ["Hours per week", one("hoursPerWeek") && labelled(hoursLabels, one("hoursPerWeek"))],
    ["Start", one("startTimeline") && labelled(startLabels, one("startTimeline"))],
    ["Monthly budget", one("monthlyBudget") && labelled(budgetLabels, one("monthlyBudget"))],
    ["Time zone", one("timeZone") && timeZoneLabel(one("timeZone"))],
    ["Anything else", one("message")],
    ["How you heard of us", one("heardFrom") && labelled(heardFromLabels, one("heardFrom"))],
  ];
  return items.filter(([, value]) => value !== "").map(([label, value]) => ({ label, value }));
}

/** Remembers what is being sent; a later send from this tab replaces it. */
export function rememberSubmission(storage: Storage, data: FormData, now = Date.now()): void {
  const summary: StoredSummary = { reference: null, sentAt: now, items: summariseForm(data) };
  try {
    storage.setItem(summaryStorageKey, JSON.stringify(summary));
  } catch {
    // Storage full or blocked: the confirmation page simply shows no summary.
  }
}

function isSummary(value: unknown): value is StoredSummary {
  if (typeof value !== "object" || value === null) return false;
  const { reference, sentAt, items } = value as Partial<StoredSummary>;
  return (
    (reference === null || typeof reference === "string") &&
    typeof sentAt === "number" &&
    Array.isArray(items) &&
    items.every((item: unknown) => {
      const { label, value: text } = (item ?? {}) as Partial<SummaryItem>;
      return typeof label === "string" && typeof text === "string";
    })
  );
}

function parseStored(raw: string | null): StoredSummary | null {
  try {
    const stored: unknown = JSON.parse(raw ?? "null");
    return isSummary(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The first confirmation page to find an unclaimed, recent summary claims it for its reference, so a
 * reload shows it again while another reference's page (or a stale summary) never does. Returns true
 * when this call claimed it: the visitor has just arrived from sending the form.
 */
export function claimSubmission(storage: Storage, reference: string, now = Date.now()): boolean {
  const stored = parseStored(storage.getItem(summaryStorageKey));
  if (!stored || stored.reference !== null) return false;
  if (now - stored.sentAt > claimWindowMs || now < stored.sentAt) return false;
  try {
    storage.setItem(summaryStorageKey, JSON.stringify({ ...stored, reference } satisfies StoredSummary));
    return true;
  } catch {
    return false;
  }
}

/** What to show on the confirmation page for this reference, from the stored text (pure: safe in render). */
export function summaryFor(raw: string | null, reference: string): readonly SummaryItem[] | null {
  const stored = parseStored(raw);
  return stored && stored.reference === reference ? stored.items : null;
}

/** A send that came back with errors leaves nothing behind for a confirmation page to show. */
export function forgetSubmission(storage: Storage): void {
  if (parseStored(storage.getItem(summaryStorageKey))?.reference !== null) return;
  try {
    storage.removeItem(summaryStorageKey);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
