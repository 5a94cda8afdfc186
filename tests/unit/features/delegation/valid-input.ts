/** A complete, valid submission as a browser would post it; tests override single fields. */
export function validInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: "Jane Doe",
    email: "jane@acme.io",
    company: "Acme Ltd",
    website: "",
    phone: "",
    organisationType: "business",
    roles: ["seo", "content"],
    tasks: ["seo:on-page", "content:blog-posts"],
    otherTasks: "",
    hoursPerWeek: "part-time",
    startTimeline: "asap",
    monthlyBudget: "2000-3999",
    timeZone: "Europe/London",
    message: "",
    heardFrom: "",
    consent: "on",
    ...overrides,
  };
}

export function toFormData(input: Record<string, unknown>, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) {
    if (Array.isArray(value)) for (const item of value) form.append(name, String(item));
    else if (value !== undefined) form.append(name, String(value));
  }
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  return form;
}
