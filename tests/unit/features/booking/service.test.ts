/** @jest-environment node */
import { randomBytes } from "node:crypto";
import { bookCall, bookingLinkFor, cancelCall, chooseBuyerZone, loadBookingView, type BookingDependencies } from "@/features/booking/service";
import { callSettings } from "@/features/booking/slots";
import { openDatabase } from "@/platform/db/sqlite";
import { defaultLimits } from "@/platform/config/limits";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import { createSqliteOutboxStore } from "@/features/outbox/sqlite";
import { createSqliteTeamStore } from "@/features/team/sqlite";
import { newRequest } from "../../../contract/delegation-store-contract";
import { londonHours } from "../../platform/business-hours/london-hours";
import { sqliteBookingDependencies } from "./booking-fixtures";
import { requestOwner } from "@/features/delegation/outbox-channels";

// Wednesday March 25, 2026, 10:00 GMT: the first free call is at 14:00 (four business hours' notice).
const created = new Date("2026-03-25T10:00:00Z");

/** A profile that takes calls on the team's hours; each test names what differs. */
const profile = { name: "", takesCalls: true, daysOff: [], meetingUrl: "", hours: null, datesOff: [] } as const;

async function setUp() {
  const db = openDatabase(".", ":memory:");
  let now = created;
  const requests = createSqliteDelegationStore(db, { now: () => now });
  const team = createSqliteTeamStore(db);
  await team.update("ann@openseat.example", { ...profile, name: "Ann Agent", meetingUrl: "https://meet.example.com/ann" });
  await team.update("bob@openseat.example", { ...profile, name: "Bob Broker" });
  await team.update("cat@openseat.example", { ...profile, name: "Cat", takesCalls: false });
  const secret = randomBytes(32);
  const deps: BookingDependencies = sqliteBookingDependencies({ db, requests, team, secret, now: () => now });
  // A London buyer unless a test says otherwise: their day holds the team's whole day, so every time is offered.
  const newBuyer = async (timeZone = "Europe/London") => {
    const { request } = await requests.create(newRequest({ timeZone }));
    return { request, token: bookingLinkFor(secret, request, londonHours, callSettings) };
  };
  return { deps, outbox: createSqliteOutboxStore(db), requests, newBuyer, setNow: (iso: string) => (now = new Date(iso)) };
}

const post = (token: string, start: string, more: Record<string, string> = {}) => ({ token, intent: "book", start, kind: "phone", phone: "+1 212 555 0100", ...more });

describe("booking a call from a signed link", () => {
  it("offers free times from every admin who takes calls, and books one with both e-mails and an owner", async () => {
    const { deps, outbox, requests, newBuyer } = await setUp();
    const { request, token } = await newBuyer();
    const view = await loadBookingView(deps, token);
    expect(view.state).toBe("open");
    if (view.state !== "open") return;
    expect(view.slots[0]).toMatchObject({ start: new Date("2026-03-25T14:00:00Z"), admins: ["ann@openseat.example", "bob@openseat.example"] });

    const outcome = await bookCall(deps, post(token, "2026-03-26T10:00:00.000Z"));
    expect(outcome).toMatchObject({ ok: true, change: "booked", booking: { admin: "ann@openseat.example", kind: "phone", phone: "+1 212 555 0100" } });
    expect((await requests.get(request.id))!.owner).toBe("ann@openseat.example");
    const messages = await outbox.listForOwner(requestOwner.of(request.id));
    const calls = messages.filter((message) => message.channel.startsWith("call-"));
    expect(calls.map((message) => [message.channel, message.recipients])).toEqual([
      ["call-buyer", [request.email]],
      ["call-staff", ["ann@openseat.example"]],
    ]);
    const buyerMail = calls[0]!.payload;
    expect(buyerMail.kind === "mail" && buyerMail.subject).toBe("Your call with OpenSeat is booked: Thursday, March 26, 2026, 10:00 AM GMT");
    expect(buyerMail.kind === "mail" && buyerMail.calendar?.content).toContain("DTSTART:20260326T100000Z");
    expect(buyerMail.kind === "mail" && buyerMail.text).toContain(`https://www.openseat.example/book/${token}`);
  });

  it("sends a meeting link stored before the rule on links, and failing it, as none", async () => {
    const { deps, outbox, newBuyer } = await setUp();
    const legacy = 'https://meet.example.com/x"><script>alert(1)</script>?a=<b>';
    await deps.team.update("ann@openseat.example", { ...profile, name: "Ann Agent", meetingUrl: legacy });
    await deps.team.update("bob@openseat.example", { ...profile, name: "Bob Broker", takesCalls: false });
    const { request, token } = await newBuyer();
    expect(await bookCall(deps, post(token, "2026-03-26T10:00:00.000Z", { kind: "video" }))).toMatchObject({ ok: true, booking: { admin: "ann@openseat.example" } });
    const mails = (await outbox.listForOwner(requestOwner.of(request.id))).filter((message) => message.channel.startsWith("call-"));
    expect(mails).toHaveLength(2);
    for (const { payload } of mails) {
      if (payload.kind !== "mail") throw new Error("not a mail");
      for (const part of [payload.text, payload.html, payload.calendar?.content ?? ""]) expect(part).not.toContain("meet.example.com");
      expect(payload.calendar?.content).toContain("the link comes in an updated invitation");
    }
  });

  it("refuses a taken, past, off-grid or late time with the reason and the time refused", async () => {
    const { deps, newBuyer } = await setUp();
    const [first, second, third] = [await newBuyer(), await newBuyer(), await newBuyer()];
    await bookCall(deps, post(first.token, "2026-03-26T10:00:00.000Z"));
    await bookCall(deps, post(second.token, "2026-03-26T10:00:00.000Z"));
    expect(await bookCall(deps, post(third.token, "2026-03-26T10:00:00.000Z"))).toEqual({ ok: false, reason: "taken", near: "2026-03-26T10:00:00.000Z" });
    expect(await bookCall(deps, post(third.token, "2026-03-24T10:00:00.000Z"))).toMatchObject({ ok: false, reason: "past" });
    expect(await bookCall(deps, post(third.token, "2026-03-26T10:05:00.000Z"))).toMatchObject({ ok: false, reason: "outside-hours" });
    expect(await bookCall(deps, post(third.token, "2026-04-13T09:00:00.000Z"))).toMatchObject({ ok: false, reason: "beyond-window" });
    expect(await bookCall(deps, post(third.token, ""))).toMatchObject({ ok: false, reason: "no-time" });
    expect(await bookCall(deps, post(third.token, "2026-03-26T11:00:00.000Z", { phone: "" }))).toMatchObject({ ok: false, reason: "phone-required" });
    expect(await bookCall(deps, post(third.token, "2026-03-26T11:00:00.000Z", { phone: "call me" }))).toMatchObject({ ok: false, reason: "phone-invalid" });
    expect(await bookCall(deps, post(third.token, "2026-03-26T11:00:00.000Z", { kind: "video", phone: "" }))).toMatchObject({ ok: true });
  });

  it("moves a call to its owner's free time and cancels it; a canceled call cannot be moved", async () => {
    const { deps, outbox, requests, newBuyer, setNow } = await setUp();
    const { request, token } = await newBuyer();
    await bookCall(deps, post(token, "2026-03-26T10:00:00.000Z"));
    setNow("2026-03-25T11:00:00Z");
    expect(await bookCall(deps, post(token, "2026-03-26T10:00:00.000Z", { intent: "move" }))).toMatchObject({ ok: false, reason: "same-time" });
    expect(await bookCall(deps, post(token, "2026-03-27T09:00:00.000Z", { intent: "move" }))).toMatchObject({ ok: true, change: "rescheduled", booking: { sequence: 1, admin: "ann@openseat.example" } });
    expect(await cancelCall(deps, token)).toMatchObject({ ok: true, booking: { status: "canceled", sequence: 2 } });
    expect(await cancelCall(deps, token)).toEqual({ ok: false, reason: "not-booked" });
    expect(await bookCall(deps, post(token, "2026-03-27T09:20:00.000Z", { intent: "move" }))).toEqual({ ok: false, reason: "was-canceled" });
    const methods = (await outbox.listForOwner(requestOwner.of(request.id)))
      .filter((message) => message.channel === "call-buyer")
      .map((message) => (message.payload.kind === "mail" ? message.payload.calendar?.method : null));
    expect(methods).toEqual(["REQUEST", "REQUEST", "CANCEL"]);
    // Canceled on Wednesday at 11:00: the reply is due again on Thursday at 11:00, and the reminder sweep reads it there.
    const due = await requests.listAwaitingReply("2026-03-26T11:00:00.000Z", "2026-03-26T11:00:00.000Z", 10);
    expect(due.map((item) => item.id)).toEqual([request.id]);
  });

  it("stops a tampered, expired or erased link, and one whose call is over", async () => {
    const { deps, requests, newBuyer, setNow } = await setUp();
    const { request, token } = await newBuyer();
    expect(await loadBookingView(deps, `${token.slice(0, -2)}xx`)).toEqual({ state: "stopped", reason: "tampered" });
    await bookCall(deps, post(token, "2026-03-26T10:00:00.000Z"));
    setNow("2026-03-26T10:20:00Z");
    expect(await loadBookingView(deps, token)).toEqual({ state: "stopped", reason: "over" });
    setNow("2026-04-10T16:30:01Z");
    expect(await loadBookingView(deps, token)).toEqual({ state: "stopped", reason: "expired" });
    setNow("2026-03-25T11:00:00Z");
    await requests.delete(request.id);
    expect(await loadBookingView(deps, token)).toEqual({ state: "stopped", reason: "erased" });
    expect(await bookCall(deps, post(token, "2026-03-26T11:00:00.000Z"))).toEqual({ ok: false, reason: "erased" });
  });
});

describe("who is offered, and on whose clock", () => {
  it("offers a New York buyer their day only, keeps the zone they choose for every page, and checks a post against it", async () => {
    const { deps, newBuyer } = await setUp();
    const { request, token } = await newBuyer("America/New_York");
    const open = async () => (await loadBookingView(deps, token)) as Extract<Awaited<ReturnType<typeof loadBookingView>>, { state: "open" }>;
    const first = await open();
    expect(first.zone).toBe("America/New_York");
    // March 26: New York is on EDT, London still on GMT. 08:00 EDT is 12:00 GMT, so nothing earlier is offered.
    expect(first.slots.every((slot) => slot.start.getUTCHours() >= 12 && slot.start.getUTCHours() < 23)).toBe(true);
    expect(await bookCall(deps, post(token, "2026-03-26T10:00:00.000Z"))).toMatchObject({ ok: false, reason: "outside-hours" });

    expect(await chooseBuyerZone(deps, { token, zone: "Mars/Olympus" })).toEqual({ ok: false, reason: "unknown-zone" });
    expect(await chooseBuyerZone(deps, { token: `${token}x`, zone: "Europe/Paris" })).toMatchObject({ ok: false, reason: "tampered" });
    expect(await chooseBuyerZone(deps, { token, zone: "Europe/Paris" })).toEqual({ ok: true, zone: "Europe/Paris" });
    const chosen = await open();
    expect(chosen.zone).toBe("Europe/Paris");
    expect(chosen.slots[0]!.start).toEqual(new Date("2026-03-25T14:00:00Z"));
    // The post is read against the zone kept in the store: 10:00 GMT is 11:00 in Paris, inside the day.
    expect(await bookCall(deps, post(token, "2026-03-26T10:00:00.000Z"))).toMatchObject({ ok: true });
    expect(await deps.bookings.chosenZone(request.id)).toBe("Europe/Paris");
  });

  it("offers only admins who take calls and gave a name, and says so when nobody does", async () => {
    const { deps, newBuyer } = await setUp();
    await deps.team.update("ann@openseat.example", { ...profile, name: "" });
    const { token } = await newBuyer();
    const view = await loadBookingView(deps, token);
    expect(view.state === "open" && view.slots.every((slot) => slot.admins.join() === "bob@openseat.example")).toBe(true);
    await deps.team.update("bob@openseat.example", { ...profile, name: "   " });
    expect(await loadBookingView(deps, token)).toMatchObject({ state: "open", slots: [], empty: "nobody-takes-calls" });
    expect(await bookCall(deps, post(token, "2026-03-26T10:00:00.000Z"))).toMatchObject({ ok: false, reason: "outside-hours" });
    // Launch day: a directory with nobody in it says the same.
    const empty = await setUp();
    for (const email of ["ann", "bob"]) await empty.deps.team.update(`${email}@openseat.example`, { ...profile, takesCalls: false, name: email });
    const buyer = await empty.newBuyer();
    expect(await loadBookingView(empty.deps, buyer.token)).toMatchObject({ state: "open", empty: "nobody-takes-calls" });
  });

  it("uses an admin's own hours, zone and dates off", async () => {
    const { deps, newBuyer } = await setUp();
    await deps.team.update("bob@openseat.example", { ...profile, name: "Bob Broker", takesCalls: false });
    await deps.team.update("ann@openseat.example", {
      ...profile,
      name: "Ann Agent",
      hours: { timeZone: "America/New_York", opens: { hour: 9, minute: 0 }, closes: { hour: 17, minute: 0 } },
      datesOff: [{ start: "2026-03-27", end: "2026-03-30" }],
    });
    const { token } = await newBuyer("America/New_York");
    const view = await loadBookingView(deps, token);
    if (view.state !== "open") throw new Error("not open");
    const dates = new Set(view.slots.map((slot) => slot.start.toISOString().slice(0, 10)));
    expect([...dates].slice(0, 3)).toEqual(["2026-03-25", "2026-03-26", "2026-03-31"]);
    // 09:00 EDT is 13:00 UTC; her last call starts at 16:40 EDT.
    const thursday = view.slots.filter((slot) => slot.start.toISOString().startsWith("2026-03-26"));
    expect([thursday[0]!.start.toISOString(), thursday.at(-1)!.start.toISOString()]).toEqual(["2026-03-26T13:00:00.000Z", "2026-03-26T20:40:00.000Z"]);
  });
});

describe("the daily limit on one link's changes", () => {
  it("refuses the change past the limit with nothing booked or sent, counts only changes, and frees up a day later", async () => {
    const { deps, outbox, newBuyer, setNow } = await setUp();
    const { request, token } = await newBuyer();
    const other = await newBuyer();
    const { limit } = defaultLimits.booking.changes;
    const hours = ["10", "11", "12", "13", "14", "15", "16"];
    let made = 0;
    // Alternating moves between two days' times: every post is a real change.
    while (made < limit - 1) {
      const day = made % 2 === 0 ? "26" : "27";
      const outcome = await bookCall(deps, post(token, `2026-03-${day}T${hours[made % hours.length]}:00:00.000Z`, { intent: made === 0 ? "book" : "move" }));
      expect(outcome.ok).toBe(true);
      made += 1;
    }
    // Refusals that change nothing are not counted: the same time, a malformed post.
    const current = (await loadBookingView(deps, token)) as Extract<Awaited<ReturnType<typeof loadBookingView>>, { state: "open" }>;
    expect(await bookCall(deps, post(token, current.booking!.start, { intent: "move" }))).toMatchObject({ ok: false, reason: "same-time" });
    expect(await cancelCall(deps, token)).toMatchObject({ ok: true });
    made += 1;
    const sentBefore = (await outbox.listForOwner(requestOwner.of(request.id))).length;
    expect(await bookCall(deps, post(token, "2026-03-30T10:00:00.000Z"))).toEqual({ ok: false, reason: "too-many", near: "2026-03-30T10:00:00.000Z" });
    expect((await outbox.listForOwner(requestOwner.of(request.id))).length).toBe(sentBefore);
    expect(((await loadBookingView(deps, token)) as { booking: { status: string } }).booking.status).toBe("canceled");
    expect(made).toBe(limit);
    // Another request's link has a count of its own.
    expect(await bookCall(deps, post(other.token, "2026-03-30T11:00:00.000Z"))).toMatchObject({ ok: true });
    // Two days on, past the limiter's window and the next, the count is gone.
    setNow("2026-03-27T09:00:00Z");
    expect(await bookCall(deps, post(token, "2026-03-30T10:00:00.000Z"))).toMatchObject({ ok: true, change: "booked" });
  });

  it("refuses a cancellation past the limit, and never counts one with nothing booked", async () => {
    const { deps, newBuyer } = await setUp();
    const { token } = await newBuyer();
    const limits = { changes: { ...defaultLimits.booking.changes, limit: 2 } };
    const limited = { ...deps, limits };
    expect(await cancelCall(limited, token)).toMatchObject({ ok: false, reason: "not-booked" });
    expect(await bookCall(limited, post(token, "2026-03-26T10:00:00.000Z"))).toMatchObject({ ok: true });
    expect(await bookCall(limited, post(token, "2026-03-26T11:00:00.000Z", { intent: "move" }))).toMatchObject({ ok: true });
    expect(await cancelCall(limited, token)).toEqual({ ok: false, reason: "too-many" });
  });
});
