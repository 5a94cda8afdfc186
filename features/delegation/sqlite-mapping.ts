import "server-only";
import { fieldKeys, fieldStorage, type DelegationFields, type FieldColumn } from "@/features/delegation/fields";
import type { Assignment, DelegationRequest, FailedReply, RequestNote, RequestSource, StatusChange } from "@/features/delegation/store";
import type { DelegationStatus, NoteKind } from "@/features/delegation/options";

/** A delegation_requests row as better-sqlite3 returns it: the form's fields in their columns, and the request's own. */
export type RequestRow = { readonly [C in FieldColumn]: string | null } & {
  readonly id: string;
  readonly idempotency_key: string;
  readonly reference: string;
  readonly created_at: string;
  readonly status: string;
  readonly consent_at: string;
  readonly source: string;
  readonly last_contact_at: string | null;
  readonly owner: string | null;
  readonly follow_up_on: string | null;
  /** JSON: FailedReply[]; absent from rows read before migration 6 ran. */
  readonly failed_replies?: string | null;
};

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
  readonly kind: string;
  readonly follow_up_on: string | null;
}

export interface AssignmentRow {
  readonly request_id: string;
  readonly owner: string | null;
  readonly assigned_by: string;
  readonly at: string;
}

/** The insert's parameters for the form's fields, one per column of the field map; lists as JSON. */
export function fieldsToParams(fields: DelegationFields): Record<FieldColumn, string | null> {
  const params: Record<string, string | null> = {};
  for (const key of fieldKeys) {
    const { column, kind } = fieldStorage[key];
    const value = fields[key] as unknown;
    params[column] = kind === "list" ? JSON.stringify(value) : (value as string | null);
  }
  return params as Record<FieldColumn, string | null>;
}

/** The form's fields of a row, by the same map. */
function rowFields(row: RequestRow): DelegationFields {
  const fields: Record<string, unknown> = {};
  for (const key of fieldKeys) {
    const { column, kind } = fieldStorage[key];
    const value = row[column];
    fields[key] = kind === "list" ? JSON.parse(value ?? "[]") : value;
  }
  return fields as unknown as DelegationFields;
}

// Rows were written from validated fields only, so the stored strings are trusted to be in their unions.
function failedRepliesOf(stored: string | null | undefined): Pick<DelegationRequest, "failedReplies"> {
  const failed = stored ? (JSON.parse(stored) as FailedReply[]) : [];
  return failed.length > 0 ? { failedReplies: failed } : {};
}

export function rowToRequest(
  row: RequestRow,
  history: readonly HistoryRow[],
  notes: readonly NoteRow[],
  assignments: readonly AssignmentRow[] = [],
): DelegationRequest {
  return {
    id: row.id,
    reference: row.reference,
    createdAt: row.created_at,
    status: row.status as DelegationStatus,
    ...rowFields(row),
    consentAt: row.consent_at,
    source: JSON.parse(row.source) as RequestSource,
    statusHistory: history.map(
      (entry): StatusChange => ({ status: entry.status as DelegationStatus, by: entry.changed_by, at: entry.at }),
    ),
    notes: notes.map(
      (note): RequestNote => ({
        id: note.id,
        author: note.author,
        body: note.body,
        at: note.at,
        kind: (note.kind ?? "note") as NoteKind,
        followUpOn: note.follow_up_on ?? null,
      }),
    ),
    lastContactAt: row.last_contact_at ?? row.created_at,
    owner: row.owner ?? null,
    assignments: assignments.map((entry): Assignment => ({ owner: entry.owner, by: entry.assigned_by, at: entry.at })),
    followUpOn: row.follow_up_on ?? null,
    ...failedRepliesOf(row.failed_replies),
  };
}
