/** The names of the form's fields, in the order they appear (the error summary lists errors in this order). */
export const fieldNames = [
  "fullName",
  "email",
  "company",
  "website",
  "phone",
  "organisationType",
  "roles",
  "tasks",
  "otherTasks",
  "hoursPerWeek",
  "startTimeline",
  "monthlyBudget",
  "timeZone",
  "message",
  "heardFrom",
  "consent",
] as const;

export type FieldName = (typeof fieldNames)[number];
export type FieldErrors = Partial<Record<FieldName, string>>;
