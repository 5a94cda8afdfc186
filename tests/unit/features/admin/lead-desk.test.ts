/** @jest-environment node */
import { formatCalendarDate, formatDateTime } from "@/features/admin/format";
import { awaitsFirstReply, formatAge, isLeadOverdue, replyDueOf, teamToday, type LeadState } from "@/features/admin/lead-desk";
import { buildTimeline, deliveryEntries, type TimelineMessage } from "@/features/admin/timeline";
import { londonHours } from "../../platform/business-hours/london-hours";

// Tuesday, March 10, 2026, 14:30 in London (GMT): due at the same time on Wednesday.
const lead = (overrides: Partial<LeadState> = {}): LeadState => ({ createdAt: "2026-03-10T14:30:00.000Z", status: "new", notes: [], ...overrides });

describe("the overdue rule", () => {
  it("takes the reply due time from the business-day promise", () => {
    expect(replyDueOf(lead(), londonHours).toISOString()).toBe("2026-03-11T14:30:00.000Z");
    // Friday after closing: due at Monday's close.
    expect(replyDueOf(lead({ createdAt: "2026-03-13T18:00:00.000Z" }), londonHours).toISOString()).toBe("2026-03-16T17:30:00.000Z");
  });

  it("is overdue only after the due time, while the request still waits for its first reply", () => {
    expect(isLeadOverdue(lead(), new Date("2026-03-11T14:30:00.000Z"), londonHours)).toBe(false);
    expect(isLeadOverdue(lead(), new Date("2026-03-11T14:30:00.001Z"), londonHours)).toBe(true);
  });

  it("stops once the status moves past new", () => {
    const late = new Date("2026-03-20T12:00:00Z");
    for (const status of ["contacted", "qualified", "won", "lost", "archived"] as const) {
      expect(isLeadOverdue(lead({ status }), late, londonHours)).toBe(false);
    }
  });

  it("stops once a call or an e-mail is logged, but not for a plain note or a meeting note", () => {
    const late = new Date("2026-03-20T12:00:00Z");
    expect(isLeadOverdue(lead({ notes: [{ kind: "note" }, { kind: "meeting" }] }), late, londonHours)).toBe(true);
    expect(isLeadOverdue(lead({ notes: [{ kind: "call" }] }), late, londonHours)).toBe(false);
    expect(isLeadOverdue(lead({ notes: [{ kind: "note" }, { kind: "e-mail" }] }), late, londonHours)).toBe(false);
    expect(awaitsFirstReply(lead({ notes: [{ kind: "e-mail" }] }))).toBe(false);
  });

  it("counts a booked call as the reply, and a canceled one as none: due again from the cancellation", () => {
    const late = new Date("2026-03-20T12:00:00Z");
    expect(isLeadOverdue(lead({ call: { status: "booked", canceledAt: null } }), late, londonHours)).toBe(false);
    expect(awaitsFirstReply(lead({ call: { status: "booked", canceledAt: null } }))).toBe(false);
    // Canceled on Monday, March 16, at 11:00 (GMT): due at the same time on Tuesday, by the same rule.
    const canceled = lead({ call: { status: "canceled", canceledAt: "2026-03-16T11:00:00.000Z" } });
    expect(replyDueOf(canceled, londonHours).toISOString()).toBe("2026-03-17T11:00:00.000Z");
    expect(isLeadOverdue(canceled, new Date("2026-03-17T11:00:00.000Z"), londonHours)).toBe(false);
    expect(isLeadOverdue(canceled, new Date("2026-03-17T11:00:00.001Z"), londonHours)).toBe(true);
    // Something else answered it: a canceled call changes nothing then.
    expect(isLeadOverdue({ ...canceled, notes: [{ kind: "e-mail" }] }, late, londonHours)).toBe(false);
    expect(isLeadOverdue({ ...canceled, status: "contacted" }, late, londonHours)).toBe(false);
  });
});

describe("a reply from the desk that never reached the buyer", () => {
  // Sent on Wednesday, March 11, at 09:00 (its e-mail note written in the same write); given up on Thursday at 15:00.
  const sent = { kind: "e-mail" as const, at: "2026-03-11T09:00:00.000Z" };
  const failedReplies = [{ sentAt: "2026-03-11T09:00:00.000Z", failedAt: "2026-03-12T15:00:00.000Z" }];

  it("makes the lead wait again: its e-mail note no longer counts, and the reply is due from the failure", () => {
    expect(awaitsFirstReply(lead({ notes: [sent] }))).toBe(false);
    const lapsed = lead({ notes: [sent], failedReplies });
    expect(awaitsFirstReply(lapsed)).toBe(true);
    expect(replyDueOf(lapsed, londonHours).toISOString()).toBe("2026-03-13T15:00:00.000Z");
    expect(isLeadOverdue(lapsed, new Date("2026-03-13T15:00:00.000Z"), londonHours)).toBe(false);
    expect(isLeadOverdue(lapsed, new Date("2026-03-13T15:00:00.001Z"), londonHours)).toBe(true);
  });

  it("leaves every other reply counted: a call logged, an e-mail logged at another instant, a booked call", () => {
    expect(awaitsFirstReply(lead({ notes: [sent, { kind: "call", at: "2026-03-11T09:00:00.000Z" }], failedReplies }))).toBe(false);
    expect(awaitsFirstReply(lead({ notes: [sent, { kind: "e-mail", at: "2026-03-12T16:00:00.000Z" }], failedReplies }))).toBe(false);
    expect(awaitsFirstReply(lead({ notes: [sent], failedReplies, call: { status: "booked", canceledAt: null } }))).toBe(false);
  });

  it("counts the reply due from the latest restart: a later cancellation moves it again, an earlier one does not", () => {
    const laterCancel = lead({ notes: [sent], failedReplies, call: { status: "canceled", canceledAt: "2026-03-16T11:00:00.000Z" } });
    expect(replyDueOf(laterCancel, londonHours).toISOString()).toBe("2026-03-17T11:00:00.000Z");
    const earlierCancel = lead({ notes: [sent], failedReplies, call: { status: "canceled", canceledAt: "2026-03-10T16:00:00.000Z" } });
    expect(replyDueOf(earlierCancel, londonHours).toISOString()).toBe("2026-03-13T15:00:00.000Z");
  });
});

describe("the lead desk's shown values", () => {
  it("gives the age in at most two units", () => {
    const created = "2026-03-10T14:30:00.000Z";
    expect(formatAge(created, new Date("2026-03-10T14:30:59Z"))).toBe("0 min");
    expect(formatAge(created, new Date("2026-03-10T15:15:00Z"))).toBe("45 min");
    expect(formatAge(created, new Date("2026-03-10T17:30:00Z"))).toBe("3 h");
    expect(formatAge(created, new Date("2026-03-10T17:50:00Z"))).toBe("3 h 20 min");
    expect(formatAge(created, new Date("2026-03-12T18:31:00Z"))).toBe("2 d 4 h");
    expect(formatAge(created, new Date("2026-03-13T14:30:00Z"))).toBe("3 d");
  });

  it("takes today from the team's calendar, not UTC's", () => {
    // 23:30 UTC on March 31 is already April 1 in London (BST).
    expect(teamToday(new Date("2026-03-31T23:30:00Z"), londonHours)).toBe("2026-04-01");
    expect(teamToday(new Date("2026-03-10T23:30:00Z"), londonHours)).toBe("2026-03-10");
  });

  it("shows every time on the team's clock in one shape, across a daylight-saving change", () => {
    expect(formatDateTime("2026-03-27T14:30:00.000Z", londonHours)).toBe("Friday, March 27, 2026, 2:30 PM GMT");
    expect(formatDateTime("2026-03-30T14:30:00.000Z", londonHours)).toBe("Monday, March 30, 2026, 3:30 PM GMT+1");
    expect(formatDateTime("2026-03-30T14:30:00.000Z", { ...londonHours, timeZone: "America/New_York" })).toBe("Monday, March 30, 2026, 10:30 AM EDT");
    expect(formatCalendarDate("2026-03-10")).toBe("Tuesday, March 10, 2026");
    expect(formatCalendarDate("not a date")).toBe("not a date");
  });
});

describe("the timeline", () => {
  const source = {
    statusHistory: [
      { status: "new" as const, by: "system", at: "2026-03-10T14:30:00.000Z" },
      { status: "contacted" as const, by: "ann@openseat.example", at: "2026-03-10T16:00:00.000Z" },
    ],
    notes: [
      { id: "n1", author: "ann@openseat.example", body: "Called", at: "2026-03-10T16:00:00.000Z", kind: "call" as const, followUpOn: "2026-03-12" },
    ],
    assignments: [{ owner: "ann@openseat.example", by: "ann@openseat.example", at: "2026-03-10T15:00:00.000Z" }],
  };
  const messages: TimelineMessage[] = [
    { channel: "staff-alert", at: "2026-03-10T14:30:01.000Z", outcome: "sent", detail: null },
    { channel: "webhook", at: "2026-03-10T14:30:00.500Z", outcome: "failed", detail: "HTTP 500" },
  ];

  it("puts status changes, assignments, notes and messages in one list, oldest first", () => {
    const timeline = buildTimeline(source, messages);
    expect(timeline.map((entry) => entry.type)).toEqual(["status", "message", "message", "assignment", "status", "note"]);
    expect(timeline[1]).toMatchObject({ channel: "webhook", outcome: "failed", detail: "HTTP 500" });
    expect(timeline[5]).toMatchObject({ kind: "call", body: "Called", followUpOn: "2026-03-12", by: "ann@openseat.example" });
  });

  it("puts the buyer's call, booked, moved and canceled, in the same list", () => {
    const calls = [
      { type: "booked" as const, at: "2026-03-10T14:40:00.000Z", start: "2026-03-11T10:00:00.000Z", admin: "ann@openseat.example" },
      { type: "canceled" as const, at: "2026-03-10T17:00:00.000Z", start: "2026-03-11T10:00:00.000Z", admin: "ann@openseat.example" },
    ];
    const timeline = buildTimeline(source, messages, calls);
    expect(timeline.map((entry) => entry.type)).toEqual(["status", "message", "message", "call", "assignment", "status", "note", "call"]);
    expect(timeline[3]).toEqual({ type: "call", at: calls[0]!.at, by: "buyer", change: "booked", start: calls[0]!.start, admin: "ann@openseat.example" });
    expect(timeline[7]).toMatchObject({ change: "canceled" });
  });

  it("takes no messages as well", () => {
    expect(buildTimeline(source, []).filter((entry) => entry.type === "message")).toEqual([]);
    expect(buildTimeline({ statusHistory: [], notes: [], assignments: [] }, [])).toEqual([]);
  });
});

describe("the outbox's deliveries on the timeline", () => {
  const queuedAt = "2026-03-10T14:30:00.000Z";

  it("shows each message as queued, then every kept try as sent or failed with what the other side said", () => {
    const entries = deliveryEntries([
      {
        channel: "webhook",
        state: "sent",
        createdAt: queuedAt,
        attempts: [
          { at: "2026-03-10T14:30:01.000Z", ok: false, error: "HTTP 500" },
          { at: "2026-03-10T14:31:00.000Z", ok: true, error: null },
        ],
      },
    ]);
    expect(entries).toEqual([
      { channel: "webhook", at: queuedAt, outcome: "queued", detail: null },
      { channel: "webhook", at: "2026-03-10T14:30:01.000Z", outcome: "failed", detail: "HTTP 500" },
      { channel: "webhook", at: "2026-03-10T14:31:00.000Z", outcome: "sent", detail: null },
    ]);
  });

  it("marks only the last try of a bounced message as bounced, and a message not yet tried as queued alone", () => {
    const entries = deliveryEntries([
      {
        channel: "buyer-confirmation",
        state: "bounced",
        createdAt: queuedAt,
        attempts: [
          { at: "2026-03-10T14:30:01.000Z", ok: false, error: "421 try later" },
          { at: "2026-03-10T14:32:00.000Z", ok: false, error: "550 no such user" },
        ],
      },
      { channel: "staff-alert", state: "pending", createdAt: queuedAt, attempts: [] },
    ]);
    expect(entries.map((entry) => `${entry.channel} ${entry.outcome}`)).toEqual([
      "buyer-confirmation queued",
      "buyer-confirmation failed",
      "buyer-confirmation bounced",
      "staff-alert queued",
    ]);
    expect(entries[2]!.detail).toBe("550 no such user");
  });
});
