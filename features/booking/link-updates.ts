import "server-only";
import { linkUpdateDueAt, owesLinkUpdate, withLinkUpdateDue, withMeetingLink, type CallChangeDependencies } from "@/features/booking/call-changes";
import { composeBuyerCallMail } from "@/features/booking/messages";
import { bookingLinkFor, mailContext } from "@/features/booking/service";
import type { Booking } from "@/features/booking/store";
import { logEvent } from "@/platform/logging/log";
import { usableMeetingLink } from "@/features/team/meeting-link";
import type { TeamMember } from "@/features/team/profile";

/*
 * A buyer who booked a video call holds the link their invitation carried. When the admin's link changes
 * (added after booking, or replaced), each of the admin's calls still to come owes the buyer one updated
 * invitation with it: same UID, higher SEQUENCE. Changes are gathered for a while first (call-changes.ts
 * linkUpdateDueAt), so a link typed, fixed and pasted again is one e-mail. What is owed, and by when, is
 * on the call in the store, never in a process's memory: any instance sends it once it is due, and two
 * sending at once write one update (the revision expects the sequence it read).
 */

/** Days ahead a call can be: the booking window is ten business days; this covers it with room to spare. */
const HORIZON_DAYS = 60;
const MAX_CALLS = 500;
const DUE_BATCH = 50;

/**
 * After an admin saved their profile: each of their calls still to come whose buyer lacks their current
 * link owes an update (due once the window has passed, unless one is owed already: the window runs from
 * the first change), and one owed for a link since changed back owes nothing. Returns the calls marked.
 */
export async function noteMeetingLinkChange(deps: CallChangeDependencies, adminEmail: string): Promise<number> {
  const now = deps.now();
  const member = await deps.team.get(adminEmail);
  const link = usableMeetingLink(member?.meetingUrl ?? "");
  const horizon = new Date(now.getTime() + HORIZON_DAYS * 24 * 60 * 60_000);
  const calls = (await deps.bookings.listBooked(now.toISOString(), horizon.toISOString(), MAX_CALLS)).filter((call) => call.admin === adminEmail);
  let marked = 0;
  for (const call of calls) {
    const owes = owesLinkUpdate(call, link, now);
    if (owes === (call.linkUpdateDueAt !== null)) continue;
    const dueAt = owes ? linkUpdateDueAt(now, new Date(call.start), deps.linkUpdateDelayMs).toISOString() : null;
    // A buyer's move in between already sent them the current link: then nothing is owed, and "changed" is right.
    const result = await deps.bookings.revise({ requestId: call.requestId, expected: call, at: now.toISOString(), change: (current) => withLinkUpdateDue(current, dueAt) });
    if (result.ok && owes) marked += 1;
  }
  return marked;
}

async function sendOne(deps: CallChangeDependencies, call: Booking, admin: TeamMember | undefined, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const expected = { admin: call.admin, sequence: call.sequence };
  const link = admin ? usableMeetingLink(admin.meetingUrl) : "";
  // Owed no more (the link went back, the call passed, the admin left the team): the mark goes, nothing is sent.
  if (!admin || !owesLinkUpdate(call, link, now)) {
    await deps.bookings.revise({ requestId: call.requestId, expected, at, change: (current) => withLinkUpdateDue(current, null) });
    return false;
  }
  const request = await deps.requests.get(call.requestId);
  if (!request) return false;
  const token = bookingLinkFor(deps.secret, request, deps.hours, deps.settings);
  const result = await deps.bookings.revise({
    requestId: call.requestId,
    expected,
    at,
    change: (current) => withMeetingLink(current, link, at),
    outbox: (booking) => (deps.sendMail ? [composeBuyerCallMail(mailContext(deps, request, admin, token), booking, "new-link")] : []),
  });
  if (result.ok) (deps.log ?? logEvent)("booking.link_update_sent", { reference: request.reference, sequence: result.booking.sequence, withLink: link !== "" });
  return result.ok;
}

/** Sends every link update due now, each with the admin's link as it is now; returns how many went into the outbox. */
export async function sendDueLinkUpdates(deps: CallChangeDependencies): Promise<number> {
  const now = deps.now();
  const due = await deps.bookings.listLinkUpdatesDue(now.toISOString(), DUE_BATCH);
  if (due.length === 0) return 0;
  const team = await deps.team.list();
  let sent = 0;
  for (const call of due) {
    if (await sendOne(deps, call, team.find((member) => member.email === call.admin), now)) sent += 1;
  }
  return sent;
}
