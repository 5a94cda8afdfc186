/** @jest-environment node */
import { parse } from "csv-parse/sync";
import { csvHeadings, requestsCsvStream } from "@/features/admin/request-csv";
import type { DelegationRequest } from "@/features/delegation/store";

const request: DelegationRequest = {
  id: "r1",
  reference: "DR-GKP642",
  createdAt: "2026-03-10T14:30:00.000Z",
  status: "contacted",
  fullName: "Jane Doe",
  email: "jane@acme.io",
  company: "Acme Ltd",
  website: "https://acme.io/",
  phone: "+44 20 7946 0000",
  organisationType: "agency",
  roles: ["paid-media"],
  tasks: ["paid-media:daily-optimisation"],
  otherTasks: "",
  hoursPerWeek: "full-time",
  startTimeline: "asap",
  monthlyBudget: "4000-7999",
  timeZone: "Europe/London",
  message: "",
  heardFrom: "referral",
  consentAt: "2026-03-10T14:29:00.000Z",
  source: { path: "/delegation-tasks-guide/form", referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null, userAgent: null },
  statusHistory: [],
  notes: [
    { id: "n1", author: "ann@openseat.example", body: "Rang them.", at: "2026-03-10T15:00:00.000Z", kind: "call", followUpOn: "2026-03-12" },
    { id: "n2", author: "bob@openseat.example", body: "=cmd|' /C calc'!A0", at: "2026-03-11T09:00:00.000Z", kind: "note", followUpOn: null },
  ],
  lastContactAt: "2026-03-11T09:00:00.000Z",
  owner: "ann@openseat.example",
  assignments: [],
  followUpOn: null,
};

async function exported(requests: readonly DelegationRequest[]): Promise<Record<string, string>[]> {
  async function* one() {
    yield requests;
  }
  const text = await new Response(requestsCsvStream(one())).text();
  return parse(text.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
}

describe("the requests CSV", () => {
  it("writes labels, not the form's codes", async () => {
    const [row] = await exported([request]);
    expect(row).toMatchObject({
      Roles: "Paid media",
      "Organization type": expect.not.stringMatching(/^agency$/),
      Hours: expect.not.stringMatching(/^full-time$/),
      Start: expect.not.stringMatching(/^asap$/),
      "Heard from": expect.not.stringMatching(/^referral$/),
    });
    expect(row?.Tasks).not.toContain("paid-media:");
    expect(row?.Tasks?.length).toBeGreaterThan(0);
  });

  it("writes the owner, the reply due time and every note with its type, author and time", async () => {
    const [row] = await exported([request]);
    expect(row?.Owner).toBe("ann@openseat.example");
    expect(row?.["Reply due (UTC)"]).toBe("2026-03-11T14:30:00.000Z");
    expect(row?.Notes?.split("\n")).toEqual([
      "Call, ann@openseat.example, 2026-03-10T15:00:00.000Z: Rang them. (follow up 2026-03-12)",
      // The cell starts with a safe character, so a formula inside a later note is text.
      "Note, bob@openseat.example, 2026-03-11T09:00:00.000Z: =cmd|' /C calc'!A0",
    ]);
    expect(csvHeadings).not.toContain("Notes count");
  });

  it("leaves the owner empty for an unassigned request", async () => {
    const [row] = await exported([{ ...request, owner: null, notes: [] }]);
    expect(row?.Owner).toBe("");
    expect(row?.Notes).toBe("");
  });
});
