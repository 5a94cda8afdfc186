import type { DelegationFormOutput } from "@/features/delegation/schema";

type ReadonlyLists<T> = { readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? readonly U[] : T[K] };

/**
 * What a prospect tells us, after validation and normalisation: the form schema's output without the
 * consent box (stored as the time it was given). Derived from the schema, so a new field is declared once.
 * The e-mail is lower-cased; website is a normalised absolute http(s) URL or null; tasks are ids from the
 * per-role checklists (features/delegation/tasks.ts); otherTasks and message are "" when empty; timeZone is an
 * IANA name.
 */
export type DelegationFields = ReadonlyLists<Omit<DelegationFormOutput, "consent">>;

export type FieldKey = keyof DelegationFields;

/**
 * How each field is stored: its SQLite column, and whether it is a list (a JSON array in SQLite, an array
 * in Firestore) or may be null (absent in old Firestore documents). One map drives the SQLite insert, the
 * row mapping and the Firestore document mapping.
 */
export const fieldStorage = {
  fullName: { column: "full_name", kind: "text" },
  email: { column: "email", kind: "text" },
  company: { column: "company", kind: "text" },
  website: { column: "website", kind: "nullable" },
  phone: { column: "phone", kind: "nullable" },
  organisationType: { column: "organisation_type", kind: "text" },
  roles: { column: "roles", kind: "list" },
  tasks: { column: "tasks", kind: "list" },
  otherTasks: { column: "other_tasks", kind: "text" },
  hoursPerWeek: { column: "hours_per_week", kind: "text" },
  startTimeline: { column: "start_timeline", kind: "text" },
  monthlyBudget: { column: "monthly_budget", kind: "text" },
  timeZone: { column: "time_zone", kind: "text" },
  message: { column: "message", kind: "text" },
  heardFrom: { column: "heard_from", kind: "nullable" },
} as const satisfies Record<FieldKey, { readonly column: string; readonly kind: "text" | "nullable" | "list" }>;

export const fieldKeys = Object.keys(fieldStorage) as readonly FieldKey[];

export type FieldColumn = (typeof fieldStorage)[FieldKey]["column"];

/** Copies only the known fields, lists as new arrays: a stray property on the input never reaches a store. */
export function pickFields(source: DelegationFields): DelegationFields {
  const picked: Record<string, unknown> = {};
  for (const key of fieldKeys) {
    const value = source[key] as unknown;
    const kind = fieldStorage[key].kind;
    picked[key] = kind === "list" ? [...(value as readonly unknown[])] : kind === "nullable" ? (value ?? null) : value;
  }
  return picked as unknown as DelegationFields;
}
