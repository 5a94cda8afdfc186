import "server-only";
import type { DelegationFields } from "@/lib/delegation/fields";
import type { DelegationRequest, RequestNote, RequestSource, StatusChange } from "@/lib/delegation/store";
import type { DelegationStatus } from "@/lib/delegation/options";

/** A delegation_requests row as better-sqlite3 returns it. */
export interface RequestRow {
  readonly id: string;
  readonly idempotency_key: string;
  readonly reference: string;
  readonly created_at: string;
  readonly status: string;
  readonly full_name: string;
  readonly email: string;
  readonly company: string;
  readonly website: string | null;
  readonly phone: string | null;
  readonly organisation_type: string;
  readonly roles: string;
  readonly tasks: string;
  readonly other_tasks: string;
  readonly hours_per_week: string;
  readonly start_timeline: string;
  readonly monthly_budget: string;
  readonly time_zone: string;
  readonly message: string;
  readonly heard_from: string | null;
  readonly consent_at: string;
  readonly source: string;
  readonly last_contact_at: string | null;
}

export interface HistoryRow {
  readonly request_id: string;
  readonly status: string;
  readonly changed_by: string;
  readonly at: string;
}

export interface NoteRow {
  readonly request_id: string;
  readonly id: string;
  readonly author: string;
  readonly body: string;
  readonly at: string;
}

export function fieldsToParams(fields: DelegationFields) {
  return {
    full_name: fields.fullName,
    email: fields.email,
    company: fields.company,
    website: fields.website,
    phone: fields.phone,
    organisation_type: fields.organisationType,
    roles: JSON.stringify(fields.roles),
    tasks: JSON.stringify(fields.tasks),
    other_tasks: fields.otherTasks,
    hours_per_week: fields.hoursPerWeek,
    start_timeline: fields.startTimeline,
    monthly_budget: fields.monthlyBudget,
    time_zone: fields.timeZone,
    message: fields.message,
    heard_from: fields.heardFrom,
  };
}

// Rows were written from validated fields only, so the stored strings are trusted to be in their unions.
export function rowToRequest(row: RequestRow, history: readonly HistoryRow[], notes: readonly NoteRow[]): DelegationRequest {
  return {
    id: row.id,
    reference: row.reference,
    createdAt: row.created_at,
    status: row.status as DelegationStatus,
    fullName: row.full_name,
    email: row.email,
    company: row.company,
    website: row.website,
    phone: row.phone,
    organisationType: row.organisation_type as DelegationFields["organisationType"],
    roles: JSON.parse(row.roles) as DelegationFields["roles"],
    tasks: JSON.parse(row.tasks) as DelegationFields["tasks"],
    otherTasks: row.other_tasks,
    hoursPerWeek: row.hours_per_week as DelegationFields["hoursPerWeek"],
    startTimeline: row.start_timeline as DelegationFields["startTimeline"],
    monthlyBudget: row.monthly_budget as DelegationFields["monthlyBudget"],
    timeZone: row.time_zone,
    message: row.message,
    heardFrom: row.heard_from as DelegationFields["heardFrom"],
    consentAt: row.consent_at,
    source: JSON.parse(row.source) as RequestSource,
    statusHistory: history.map(
      (entry): StatusChange => ({ status: entry.status as DelegationStatus, by: entry.changed_by, at: entry.at }),
    ),
    notes: notes.map((note): RequestNote => ({ id: note.id, author: note.author, body: note.body, at: note.at })),
    lastContactAt: row.last_contact_at ?? row.created_at,
  };
}
