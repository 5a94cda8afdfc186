import type { DelegationRequest } from "@/features/delegation/store";

/**
 * A stored request as the mail composers receive it; tests override single fields. Received on Monday,
 * March 9, 2026 at 10:15 in London (GMT, UTC+0), the day after New York moved to daylight time (UTC-4).
 */
export function sampleRequest(overrides: Partial<DelegationRequest> = {}): DelegationRequest {
  const createdAt = overrides.createdAt ?? "2026-03-09T10:15:00.000Z";
  return {
    id: "req_01",
    reference: "DR-GKP642",
    createdAt,
    status: "new",
    consentAt: createdAt,
    source: { path: "/delegation-tasks-guide/form", referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null, userAgent: null },
    statusHistory: [{ status: "new", by: "system", at: createdAt }],
    notes: [],
    owner: null,
    assignments: [],
    followUpOn: null,
    lastContactAt: createdAt,
    fullName: "Jane Doe",
    email: "jane@acme.io",
    company: "Acme Ltd",
    website: "https://acme.example/",
    phone: "+1 212 555 0100",
    organisationType: "business",
    roles: ["paid-media", "seo"],
    tasks: ["paid-media:daily-optimisation", "seo:on-page"],
    otherTasks: "Quarterly planning decks",
    hoursPerWeek: "full-time",
    startTimeline: "within-a-month",
    monthlyBudget: "4000-7999",
    timeZone: "America/New_York",
    message: "We need help before the spring launch.",
    heardFrom: "referral",
    ...overrides,
  };
}
