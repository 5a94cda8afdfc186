/** @jest-environment node */
import { digestDay, planSweep, readWindow, reminderKey, type SweepInput, type SweepLead } from "@/features/admin/reminders/sweep-rules";
import { londonHours } from "../../platform/business-hours/london-hours";

// Friday, March 13, 2026, 16:55 GMT: the reply is due on Monday the 16th at 16:55.
const friday = "2026-03-13T16:55:00.000Z";
const due = "2026-03-16T16:55:00.000Z";

const lead = (overrides: Partial<SweepLead> = {}): SweepLead => ({ id: "lead-1", reference: "DR-AAAAAA", owner: "ana@team.test", createdAt: friday, status: "new", notes: [], ...overrides });

const sweep = (at: string, overrides: Partial<SweepInput> = {}) =>
  planSweep({ now: new Date(at), hours: londonHours, salesInbox: ["sales@team.test"], leads: [lead()], admins: [], followUps: [], calls: [], sent: new Set(), ...overrides });

describe("the reminder sweep's rules", () => {
  it("sends the owner a due-soon reminder from one business hour before the due time", () => {
    expect(sweep("2026-03-16T15:54:59.000Z")).toEqual([]);
    const [reminder] = sweep("2026-03-16T15:55:00.000Z");
    expect(reminder).toMatchObject({ kind: "due-soon", dueAt: due, recipients: ["ana@team.test"], key: reminderKey("due-soon", "lead-1", due) });
    expect(sweep(due)).toMatchObject([{ kind: "due-soon" }]);
  });

  it("sends a lead nobody owns to SALES_INBOX", () => {
    expect(sweep("2026-03-16T16:00:00.000Z", { leads: [lead({ owner: null })], salesInbox: ["sales@team.test", "desk@team.test"] })).toMatchObject([{ recipients: ["sales@team.test", "desk@team.test"] }]);
  });

  it("alerts the owner and SALES_INBOX once the reply is late, in one e-mail", () => {
    expect(sweep("2026-03-16T16:55:00.001Z")).toMatchObject([{ kind: "overdue", dueAt: due, recipients: ["ana@team.test", "sales@team.test"] }]);
    // The owner is also in SALES_INBOX: one address once.
    expect(sweep("2026-03-16T17:00:00.000Z", { salesInbox: ["ANA@team.test"] })).toMatchObject([{ recipients: ["ana@team.test"] }]);
  });

  it("sends each reminder once: a written key is never planned again", () => {
    const sent = new Set([reminderKey("due-soon", "lead-1", due)]);
    expect(sweep("2026-03-16T16:00:00.000Z", { sent })).toEqual([]);
    expect(sweep("2026-03-16T17:00:00.000Z", { sent: new Set([reminderKey("overdue", "lead-1", due)]) })).toEqual([]);
  });

  it("never reminds of a lead answered, closed or booked", () => {
    const at = "2026-03-16T16:00:00.000Z";
    expect(sweep(at, { leads: [lead({ status: "contacted" })] })).toEqual([]);
    expect(sweep(at, { leads: [lead({ status: "lost" })] })).toEqual([]);
    expect(sweep(at, { leads: [lead({ notes: [{ kind: "e-mail" }] })] })).toEqual([]);
    expect(sweep(at, { leads: [lead({ call: { status: "booked", canceledAt: null } })] })).toEqual([]);
    // A plain note is the team talking to itself: still waiting.
    expect(sweep(at, { leads: [lead({ notes: [{ kind: "note" }] })] })).toHaveLength(1);
  });

  it("follows a canceled call's new due time, as the desk does", () => {
    // Canceled on Monday at 10:00: due again on Tuesday at 10:00.
    const canceled = lead({ call: { status: "canceled", canceledAt: "2026-03-16T10:00:00.000Z" } });
    expect(sweep("2026-03-16T16:00:00.000Z", { leads: [canceled] })).toEqual([]);
    expect(sweep("2026-03-17T09:30:00.000Z", { leads: [canceled] })).toMatchObject([{ kind: "due-soon", dueAt: "2026-03-17T10:00:00.000Z" }]);
  });

  it("never alerts a due time more than one business day before the sweep: the backlog stays on the desk", () => {
    // Due Monday 16:55; one business day later is Tuesday 16:55.
    expect(sweep("2026-03-17T16:55:00.000Z")).toMatchObject([{ kind: "overdue" }]);
    expect(sweep("2026-03-17T16:55:00.001Z")).toEqual([]);
    const window = readWindow(new Date("2026-03-17T16:55:00.001Z"), londonHours);
    expect(window.from.getTime()).toBeGreaterThan(Date.parse(due));
  });

  it("sends each recipient at most one e-mail per sweep, the overdue first", () => {
    const older = lead({ id: "lead-0", reference: "DR-BBBBBB", createdAt: "2026-03-13T15:00:00.000Z" });
    const planned = sweep("2026-03-16T16:00:00.000Z", { leads: [lead(), older] });
    expect(planned.map((item) => [item.kind, item.key])).toEqual([["overdue", reminderKey("overdue", "lead-0", "2026-03-16T15:00:00.000Z")]]);
    // The next sweep, with the first written, sends the other.
    const next = sweep("2026-03-16T16:01:00.000Z", { leads: [lead(), older], sent: new Set([planned[0]!.key]) });
    expect(next).toMatchObject([{ kind: "due-soon", lead: { id: "lead-1" } }]);
  });

  describe("the morning digest", () => {
    const admins = [
      { email: "ana@team.test", digest: true },
      { email: "bo@team.test", digest: true },
      { email: "cy@team.test", digest: false },
    ];
    const monday = "2026-03-16T09:00:00.000Z";
    const input = {
      admins,
      leads: [lead(), lead({ id: "lead-2", reference: "DR-CCCCCC", owner: null }), lead({ id: "lead-3", reference: "DR-DDDDDD", owner: "bo@team.test" })],
      followUps: [
        { id: "lead-9", reference: "DR-FFFFFF", owner: "ana@team.test", followUpOn: "2026-03-16" },
        { id: "lead-8", reference: "DR-GGGGGG", owner: "ana@team.test", followUpOn: "2026-03-17" },
      ],
      calls: [
        { requestId: "lead-7", reference: "DR-HHHHHH", admin: "ana@team.test", start: "2026-03-16T14:00:00.000Z", kind: "video" as const, meetingUrl: "https://meet.test/ana" },
        { requestId: "lead-6", reference: "DR-JJJJJJ", admin: "ana@team.test", start: "2026-03-17T14:00:00.000Z", kind: "phone" as const, meetingUrl: "" },
      ],
    };

    it("is sent from the opening of each business day, never on a weekend or after closing", () => {
      expect(digestDay(new Date("2026-03-16T08:59:59.000Z"), londonHours)).toBeNull();
      expect(digestDay(new Date(monday), londonHours)).toBe("2026-03-16");
      expect(digestDay(new Date("2026-03-16T17:30:00.000Z"), londonHours)).toBeNull();
      expect(digestDay(new Date("2026-03-14T10:00:00.000Z"), londonHours)).toBeNull();
      expect(digestDay(new Date("2026-04-06T10:00:00.000Z"), londonHours)).toBeNull();
    });

    it("lists an admin's follow-ups, their leads and the unowned due today, and their calls today", () => {
      const planned = sweep(monday, input);
      const ana = planned.find((item) => item.kind === "digest" && item.admin === "ana@team.test");
      expect(ana).toMatchObject({
        key: reminderKey("digest", "ana@team.test", "2026-03-16"),
        recipients: ["ana@team.test"],
        followUps: [{ reference: "DR-FFFFFF" }],
        leads: [
          { reference: "DR-AAAAAA", dueAt: due, overdue: false, theirs: true },
          { reference: "DR-CCCCCC", dueAt: due, overdue: false, theirs: false },
        ],
        calls: [{ reference: "DR-HHHHHH", meetingUrl: "https://meet.test/ana" }],
      });
      const bo = planned.find((item) => item.kind === "digest" && item.admin === "bo@team.test");
      expect(bo).toMatchObject({ leads: [{ reference: "DR-CCCCCC" }, { reference: "DR-DDDDDD" }], followUps: [], calls: [] });
    });

    it("skips an admin who turned it off, one already sent today, and a day with nothing on it", () => {
      const planned = sweep(monday, { ...input, sent: new Set([reminderKey("digest", "bo@team.test", "2026-03-16")]) });
      expect(planned.map((item) => (item.kind === "digest" ? item.admin : item.kind))).toEqual(["ana@team.test"]);
      expect(sweep(monday, { admins, leads: [], followUps: [], calls: [] })).toEqual([]);
    });

    it("waits behind a reminder to the same admin in one sweep", () => {
      const planned = sweep("2026-03-16T16:00:00.000Z", input);
      expect(planned.filter((item) => item.recipients.includes("ana@team.test")).map((item) => item.kind)).toEqual(["due-soon"]);
    });
  });
});
