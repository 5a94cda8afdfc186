/** @jest-environment node */
import { composeAssignmentMail, type AssignmentNotice } from "@/features/admin/assignment-mail";
import { londonHours } from "../../platform/business-hours/london-hours";
import { sampleRequest } from "../delegation/request-mail/sample-request";

const notice: AssignmentNotice = {
  request: { ...sampleRequest({ owner: "ben@northwind.test" }), call: null },
  owner: { email: "ben@northwind.test" },
  by: { name: "Ana Lopez" },
  call: null,
  adminRequestUrl: "https://www.openseat.example/admin/requests/req_01",
  hours: londonHours,
};

function text(assignment: AssignmentNotice): string {
  const draft = composeAssignmentMail(assignment);
  if (draft.payload.kind !== "mail") throw new Error("not a mail");
  return draft.payload.text;
}

describe("the e-mail a lead's new owner gets", () => {
  it("goes to the new owner through the outbox, saying who the lead is and when the reply is due on both clocks", () => {
    const draft = composeAssignmentMail(notice);
    expect(draft).toMatchObject({ channel: "owner-notice", recipients: ["ben@northwind.test"], payload: { kind: "mail", subject: "Assigned to you: DR-GKP642, Jane Doe, Acme Ltd" } });
    const lines = text(notice).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "Ana Lopez assigned this request to you. The first reply is due by Tuesday, March 10, 2026, 10:15 AM GMT (6:15 AM EDT in New York).",
        "Buyer's time zone: New York (US Eastern)",
        "Received: Monday, March 9, 2026, 10:15 AM GMT (6:15 AM EDT in New York)",
        "Open the request in the admin area (https://www.openseat.example/admin/requests/req_01)",
      ]),
    );
  });

  it("never names the colleague by their address, and drops the due time once the buyer has a reply", () => {
    expect(text({ ...notice, by: { name: "" } })).toContain("A colleague assigned this request to you.");
    expect(text({ ...notice, by: { name: "ana@northwind.test" } })).not.toContain("ana@northwind.test");
    expect(text({ ...notice, request: { ...notice.request, status: "contacted" } })).toContain("The buyer has had a first reply");
  });

  it("says what became of the buyer's call: moved to the new owner, or left with its admin to decide on", () => {
    const call = { start: "2026-03-12T16:00:00.000Z", kind: "video" as const };
    const moved = text({ ...notice, call: { ...call, outcome: "moved", admin: null } });
    expect(moved).toContain("When: Thursday, March 12, 2026, 4:00 PM GMT (12:00 PM EDT in New York)");
    expect(moved).toContain("The call moves to you with the request");
    const stays = text({ ...notice, call: { ...call, outcome: "stays", admin: { name: "Cat Doe" } } });
    expect(stays).toContain("The call stays with Cat Doe: you are not free at that time. Move it to someone who is, or keep it there, on the request's page.");
    expect(text(notice)).not.toContain("Their call");
  });
});
