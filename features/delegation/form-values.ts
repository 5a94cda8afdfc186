import { fieldNames, type FieldName } from "@/features/delegation/field-names";
import { defaultTimeZone } from "@/platform/business-hours/default-time-zone";

/** The form's values as the browser holds them: what the visitor typed, before validation. */
export interface DelegationFormValues {
  fullName: string;
  email: string;
  company: string;
  website: string;
  phone: string;
  organisationType: string;
  roles: string[];
  tasks: string[];
  otherTasks: string;
  hoursPerWeek: string;
  startTimeline: string;
  monthlyBudget: string;
  timeZone: string;
  message: string;
  heardFrom: string;
  consent: boolean;
}

/** Field names that are part of the form but not of the request. */
export const tokenFieldName = "formToken";
/** Hidden from people; a bot filling every input fills this too. */
export const honeypotFieldName = "faxNumber";
/** Where the visit came from, as the page's script saw it (features/delegation/form-visit.ts); absent without JavaScript. */
export const visitFieldName = "formVisit";

type TextFieldName = Exclude<FieldName, "roles" | "tasks" | "consent">;
// Every field but the two checkbox groups and the consent box holds one string.
const textFields = fieldNames.filter(
  (name): name is TextFieldName => name !== "roles" && name !== "tasks" && name !== "consent",
);

// Echoed values are capped well above every field limit: a visitor's over-long text comes back
// whole for editing, a multi-megabyte bot post does not get reflected into the page.
const echoCap = 20_000;

export function emptyFormValues(prefill: { roles?: readonly string[]; tasks?: readonly string[] } = {}): DelegationFormValues {
  return {
    fullName: "",
    email: "",
    company: "",
    website: "",
    phone: "",
    organisationType: "",
    roles: [...(prefill.roles ?? [])],
    tasks: [...(prefill.tasks ?? [])],
    otherTasks: "",
    hoursPerWeek: "",
    startTimeline: "",
    monthlyBudget: "",
    timeZone: defaultTimeZone,
    message: "",
    heardFrom: "",
    consent: false,
  };
}

function isControlName(name: string): boolean {
  // React and Next add their own entries ($ACTION_ID_…, $ACTION_REF_…) to progressively enhanced forms.
  return name === tokenFieldName || name === honeypotFieldName || name === visitFieldName || name.startsWith("$ACTION");
}

/**
 * Splits a posted form into the values to echo back and the input to validate. Unknown field
 * names are kept in the input so the strict schema rejects them.
 */
export function readPostedForm(formData: FormData): { values: DelegationFormValues; input: Record<string, unknown> } {
  const values = emptyFormValues();
  const input: Record<string, unknown> = {};
  const asString = (value: FormDataEntryValue) => (typeof value === "string" ? value : "");
  for (const name of new Set(formData.keys())) {
    if (isControlName(name)) continue;
    const all = formData.getAll(name).map(asString);
    input[name] = name === "roles" || name === "tasks" ? all : all[0];
  }
  for (const name of textFields) values[name] = (typeof input[name] === "string" ? (input[name] as string) : "").slice(0, echoCap);
  values.roles = (Array.isArray(input.roles) ? (input.roles as string[]) : []).slice(0, 50).map((v) => v.slice(0, 100));
  values.tasks = (Array.isArray(input.tasks) ? (input.tasks as string[]) : []).slice(0, 100).map((v) => v.slice(0, 100));
  values.consent = input.consent === "on" || input.consent === "true";
  return { values, input };
}
