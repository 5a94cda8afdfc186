/** @jest-environment node */
import { webhookSummary } from "@/features/delegation/notify-webhook";
import type { DelegationRequest } from "@/features/delegation/store";

const request = {
  id: "r1",
  reference: "DR-7K2F9Q",
  createdAt: "2026-01-01T00:00:00.000Z",
  fullName: "Jane Doe",
  email: "jane@acme.io",
  company: "Acme",
  organisationType: "business",
  roles: ["seo", "paid-media"],
  hoursPerWeek: "part-time",
  startTimeline: "asap",
  monthlyBudget: "2000-3999",
  message: "private details",
} as unknown as DelegationRequest;

describe("webhookSummary", () => {
  it("summarises the request with role labels and without the free text", () => {
    const summary = webhookSummary(request);
    expect(summary).toMatchObject({ event: "delegation_request.created", id: "r1", reference: "DR-7K2F9Q", email: "jane@acme.io" });
    expect(summary.roles).toEqual(["SEO", "Paid media"]);
    expect(JSON.stringify(summary)).not.toContain("private details");
  });
});
