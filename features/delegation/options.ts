/**
 * The closed lists the delegation form offers. Client and server both read them, so the form
 * can never offer a choice the server would reject, and the admin area labels stored values from here.
 */

export const roleIds = ["paid-media", "seo", "content", "design", "analytics", "automation", "shopify", "video"] as const;
export type RoleId = (typeof roleIds)[number];

export const roleLabels: Readonly<Record<RoleId, string>> = {
  "paid-media": "Paid media",
  seo: "SEO",
  content: "Content",
  design: "Design",
  analytics: "Analytics",
  automation: "Automation",
  shopify: "Shopify",
  video: "Video",
};

export const organisationTypes = ["business", "agency"] as const;
export type OrganisationType = (typeof organisationTypes)[number];

export const organisationTypeLabels: Readonly<Record<OrganisationType, string>> = {
  business: "A business (in-house team)",
  agency: "An agency (work for clients)",
};

export const hoursOptions = ["part-time", "full-time", "not-sure"] as const;
export type HoursPerWeek = (typeof hoursOptions)[number];

/** The hours a seat works each week; the pricing page prices exactly these. */
export const weeklyHours = { "part-time": 20, "full-time": 40 } as const satisfies Partial<Record<HoursPerWeek, number>>;
export type SeatHours = keyof typeof weeklyHours;

export const hoursLabels: Readonly<Record<HoursPerWeek, string>> = {
  "part-time": `Part-time (about ${weeklyHours["part-time"]} hours a week)`,
  "full-time": `Full-time (about ${weeklyHours["full-time"]} hours a week)`,
  "not-sure": "Not sure yet",
};

export const startOptions = ["asap", "within-a-month", "one-to-three-months", "exploring"] as const;
export type StartTimeline = (typeof startOptions)[number];

export const startLabels: Readonly<Record<StartTimeline, string>> = {
  asap: "As soon as possible",
  "within-a-month": "Within a month",
  "one-to-three-months": "In 1–3 months",
  exploring: "Just exploring",
};

/** Ranges start at the advertised price floor of $2,000 a month. */
export const budgetOptions = ["2000-3999", "4000-7999", "8000-14999", "15000-plus"] as const;
export type MonthlyBudget = (typeof budgetOptions)[number];

export const budgetLabels: Readonly<Record<MonthlyBudget, string>> = {
  "2000-3999": "$2,000–$3,999 a month",
  "4000-7999": "$4,000–$7,999 a month",
  "8000-14999": "$8,000–$14,999 a month",
  "15000-plus": "$15,000 or more a month",
};

export const heardFromOptions = ["search", "social", "referral", "event", "article", "other"] as const;
export type HeardFrom = (typeof heardFromOptions)[number];

export const heardFromLabels: Readonly<Record<HeardFrom, string>> = {
  search: "Search engine",
  social: "Social media",
  referral: "A colleague or friend",
  event: "Event or webinar",
  article: "Article, podcast or newsletter",
  other: "Somewhere else",
};

export const delegationStatuses = ["new", "contacted", "qualified", "won", "lost", "archived"] as const;
export type DelegationStatus = (typeof delegationStatuses)[number];

export const statusLabels: Readonly<Record<DelegationStatus, string>> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  archived: "Archived",
};

/** What a staff note records: a call, an e-mail sent, a meeting, or a plain note (every note written before types existed). */
export const noteKinds = ["note", "call", "e-mail", "meeting"] as const;
export type NoteKind = (typeof noteKinds)[number];

export const noteKindLabels: Readonly<Record<NoteKind, string>> = {
  note: "Note",
  call: "Call",
  "e-mail": "E-mail",
  meeting: "Meeting",
};
