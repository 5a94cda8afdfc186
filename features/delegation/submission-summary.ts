import { labelled, rolesText, tasksText } from "@/features/delegation/answer-text";
import { budgetLabels, heardFromLabels, hoursLabels, organisationTypeLabels, startLabels } from "@/features/delegation/options";
import type { FieldKey } from "@/features/delegation/fields";
import { timeZoneLabel } from "@/platform/business-hours/time-zones";

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

/**
 * What each answer is called wherever it is read back to the visitor who gave it: this summary and the
 * confirmation e-mail, so the two never name the same answer differently.
 */
export const answerLabels = {
  fullName: "Full name",
  email: "Work e-mail",
  phone: "Phone",
  company: "Company",
  website: "Website",
  organisationType: "Business or agency",
  roles: "Roles",
  tasks: "Tasks from the checklist",
  otherTasks: "Other tasks",
  hoursPerWeek: "Hours per week",
  startTimeline: "Start",
  monthlyBudget: "Monthly budget",
  timeZone: "Time zone",
  message: "Anything else",
  heardFrom: "How you heard of us",
} as const satisfies Record<FieldKey, string>;

/** The visitor's answers as label and value pairs, in the form's order; blank answers are left out. */
export function summariseForm(data: FormData): SummaryItem[] {
  const one = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value.trim().slice(0, maxValueLength) : "";
  };
  const all = (name: string) => data.getAll(name).filter((value): value is string => typeof value === "string");
  const items: Array<[string, string]> = [
    [answerLabels.fullName, one("fullName")],
    [answerLabels.email, one("email")],
    [answerLabels.phone, one("phone")],
    [answerLabels.company, one("company")],
    [answerLabels.website, one("website")],
    [answerLabels.organisationType, one("organisationType") && labelled(organisationTypeLabels, one("organisationType"))],
    [answerLabels.roles, rolesText(all("roles"))],
    [answerLabels.tasks, tasksText(all("tasks"))],
    [answerLabels.otherTasks, one("otherTasks")],
    [answerLabels.hoursPerWeek, one("hoursPerWeek") && labelled(hoursLabels, one("hoursPerWeek"))],
    [answerLabels.startTimeline, one("startTimeline") && labelled(startLabels, one("startTimeline"))],
    [answerLabels.monthlyBudget, one("monthlyBudget") && labelled(budgetLabels, one("monthlyBudget"))],
    [answerLabels.timeZone, one("timeZone") && timeZoneLabel(one("timeZone"))],
    [answerLabels.message, one("message")],
    [answerLabels.heardFrom, one("heardFrom") && labelled(heardFromLabels, one("heardFrom"))],
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
