import "server-only";
import { z } from "zod";
import { getDelegationStore } from "@/features/delegation/get-store";
import { delegationStatuses, noteKinds, type DelegationStatus } from "@/features/delegation/options";
import type { DelegationRequest, ListPage, ListQuery, NoteDetails, StatusCounts } from "@/features/delegation/store";
import { referencePattern } from "@/features/delegation/reference";
import { callFollowsLead, withCalls } from "@/features/admin/calls";
import { composeAssignmentMail } from "@/features/admin/assignment-mail";
import { adminRequestUrl } from "@/features/delegation/outbox-messages";
import { getTeamStore } from "@/features/team/get-store";
import { isLeadOverdue, teamToday, type CallState } from "@/features/admin/lead-desk";
import { replyDueAt } from "@/platform/business-hours/reply-due";
import { businessHours } from "@/platform/business-hours/settings";
import { rememberingZoneClock } from "@/platform/business-hours/zoned-clock";
import { tracedLog } from "@/platform/logging/log";
import { currentRequestTrace, logRequestEvent } from "@/platform/logging/request-log";
import { requireAdmin } from "@/features/auth/require-admin";
import { requireOwner } from "@/features/auth/require-owner";
import { canTransition } from "@/features/admin/status-workflow";
import { readEveryMatch, requestsCsvStream, withCallsOf, type ExportQuery } from "@/features/admin/request-csv";
import { stripInvisibleCharacters, withoutInvisibleCharacters } from "@/platform/security/invisible-characters";
import { requestOwner } from "@/features/delegation/outbox-channels";
import { removeEmlFiles } from "@/features/outbox/eml-files";
import { getBookingStore } from "@/features/booking/get-store";
import { getOutboxStore } from "@/features/outbox/get-store";
import { getMessagingConfig } from "@/features/outbox/runtime";
import { addressKey } from "@/features/delegation/erasure-ledger/address-hash";
import { getErasureLedger } from "@/features/delegation/erasure-ledger/get-store";
import { erasureRecord, type NewErasure } from "@/features/delegation/erasure-ledger/record";
import { resolveSessionSecret } from "@/features/auth/session/session-token";
import { site } from "@/platform/config/site";
import { getEnv, getLimits } from "@/platform/env";
import { composeDeskReply, deskReplyTemplate, readDeskReply, type DeskReplyProblem } from "@/features/admin/desk-reply";
import { getRateLimiter } from "@/platform/rate-limit/get-store";
import { bookingLinkFor, bookingPath } from "@/features/booking/service";
import { bookingWindowEnd, callSettings } from "@/features/booking/slots";
import { getFormSecret } from "@/features/delegation/submit-dependencies";

/**
 * The only way the admin area reaches delegation requests. Every function checks the session first,
 * so a page, route handler or server action reached around the proxy still gets nothing without one.
 * That check has already read the request's cookies, so its log lines may read its trace too. The steps
 * that cannot be undone (deleting a request, erasing a visitor's data, exporting the requests) are the
 * owners' (features/auth/require-owner.ts).
 */

export const MAX_NOTE_LENGTH = 4000;

const idSchema = z.string().trim().min(1).max(200);

export type MutationResult =
  | { readonly ok: true; readonly request: DelegationRequest }
  | { readonly ok: false; readonly reason: "not-found" | "invalid" | "transition" };

/**
 * A page of the list. A search that is a whole reference (any case, as a buyer quotes it) opens that one
 * request first, so "DR-GKP642" finds it; one that is not a stored reference falls back to the word search.
 */
/** A request as the desk shows it: with its call's state, which the reply rule reads. */
export type DeskRequest = DelegationRequest & { readonly call: CallState | null };

export async function listRequests(query: ListQuery): Promise<ListPage & { readonly items: readonly DeskRequest[] }> {
  await requireAdmin();
  const store = await getDelegationStore();
  const term = query.search?.trim().toUpperCase() ?? "";
  if (referencePattern.test(term) && !query.cursor) {
    const found = await store.getByReference(term);
    if (found) return { items: await withCalls([withoutInvisibleCharacters(found)]), nextCursor: null };
  }
  const page = await store.list(query);
  return { ...page, items: await withCalls(withoutInvisibleCharacters(page.items)) };
}

/** Requests read at most while counting overdue ones: a bound on one dashboard view's cost. */
const OVERDUE_SCAN_LIMIT = 1000;
/** The walk's first page: most desks have a handful of overdue leads, often none, and then this is all it reads. */
const OVERDUE_FIRST_PAGE = 10;
const OVERDUE_PAGE = 100;

/**
 * How many requests are overdue now. The due time never falls as the arrival time rises, so walking the
 * new requests oldest first can stop at the first one not yet due: the cost follows the overdue count. The
 * first page is small and the calls are read only for requests already past their due time from arrival, so
 * a desk with nothing overdue reads a few documents. Returns the count and whether it stopped at the bound
 * (then it is "at least" that many).
 */
export async function countOverdueRequests(now: Date = new Date()): Promise<{ readonly count: number; readonly capped: boolean }> {
  await requireAdmin();
  const store = await getDelegationStore();
  // Up to a thousand due times in one view: each day of the team's clock read through Intl once (zoned-clock.ts).
  const clock = rememberingZoneClock(businessHours.timeZone);
  let count = 0;
  let read = 0;
  let cursor: string | undefined;
  do {
    const limit = Math.min(read === 0 ? OVERDUE_FIRST_PAGE : OVERDUE_PAGE, OVERDUE_SCAN_LIMIT - read);
    const page = await store.list({ status: "new", sort: "oldest", limit, ...(cursor ? { cursor } : {}) });
    // The stop reads the due time from arrival, which rises with it; a canceled call only ever moves a due time later.
    const notYetDue = page.items.findIndex((request) => replyDueAt(new Date(request.createdAt), businessHours, clock).getTime() >= now.getTime());
    const due = notYetDue < 0 ? page.items : page.items.slice(0, notYetDue);
    read += page.items.length;
    for (const request of await withCalls(due)) if (isLeadOverdue(request, now, businessHours, clock)) count += 1;
    if (notYetDue >= 0) return { count, capped: false };
    cursor = page.nextCursor ?? undefined;
  } while (cursor && read < OVERDUE_SCAN_LIMIT);
  return { count, capped: Boolean(cursor) };
}

/** Requests to come back to today or earlier (the team's calendar), earliest follow-up first. */
export async function listFollowUpsDue(now: Date = new Date(), limit = 100): Promise<DeskRequest[]> {
  await requireAdmin();
  return withCalls(withoutInvisibleCharacters(await (await getDelegationStore()).listFollowUpsDue(teamToday(now, businessHours), limit)));
}

export type AssignResult = MutationResult | { readonly ok: false; readonly reason: "unknown-admin" };

/**
 * Gives the request an owner: "me" (the signed-in admin), "none", or another admin's e-mail, which must be
 * one the admin directory knows (`isKnownAdmin`), so a typo cannot hide a lead with a nobody. A new owner's
 * upcoming call moves to them when they are free then (else the desk flags it), and a colleague given the
 * lead is told by e-mail, written with the assignment.
 */
export async function assignRequest(
  id: string,
  target: string,
  isKnownAdmin: (email: string) => Promise<boolean> = async () => true,
): Promise<AssignResult> {
  const admin = await requireAdmin();
  const parsedId = idSchema.safeParse(id);
  const parsedTarget = z.union([z.literal("me"), z.literal("none"), z.string().trim().toLowerCase().max(254).pipe(z.email())]).safeParse(target);
  if (!parsedId.success || !parsedTarget.success) return { ok: false, reason: "invalid" };
  const owner = parsedTarget.data === "me" ? admin.email : parsedTarget.data === "none" ? null : parsedTarget.data;
  if (owner !== null && owner !== admin.email && !(await isKnownAdmin(owner))) return { ok: false, reason: "unknown-admin" };
  const store = await getDelegationStore();
  const current = await store.get(parsedId.data);
  if (!current) return { ok: false, reason: "not-found" };
  const changes = owner !== null && owner !== current.owner;
  // Before the assignment, so the owner's e-mail says what became of the call.
  const call = changes ? await callFollowsLead(current.id, owner, admin.email) : null;
  const messaging = getMessagingConfig();
  const team = await getTeamStore();
  const notice =
    changes && owner !== admin.email && messaging.mail !== "off"
      ? { owner: { email: owner }, by: await team.get(admin.email), call, adminRequestUrl: adminRequestUrl(messaging.siteUrl, current.id), hours: businessHours }
      : null;
  const callState = notice ? (await withCalls([current]))[0]!.call : null;
  const updated = await store.assign(
    parsedId.data,
    owner,
    admin.email,
    notice ? (request) => [composeAssignmentMail({ ...notice, request: { ...withoutInvisibleCharacters(request), call: callState } })] : undefined,
  );
  if (!updated) return { ok: false, reason: "not-found" };
  await logRequestEvent("admin.request_assigned", { request: updated.reference, assigned: owner === null ? "none" : owner === admin.email ? "self" : "other", by: admin.email });
  return { ok: true, request: updated };
}

export async function countRequestsByStatus(): Promise<StatusCounts> {
  await requireAdmin();
  return (await getDelegationStore()).countByStatus();
}

export async function getRequest(id: string): Promise<DeskRequest | null> {
  await requireAdmin();
  const parsed = idSchema.safeParse(id);
  if (!parsed.success) return null;
  const request = withoutInvisibleCharacters(await (await getDelegationStore()).get(parsed.data));
  return request ? (await withCalls([request]))[0]! : null;
}

export async function changeRequestStatus(id: string, status: string): Promise<MutationResult> {
  const admin = await requireAdmin();
  const parsedId = idSchema.safeParse(id);
  const parsedStatus = z.enum(delegationStatuses).safeParse(status);
  if (!parsedId.success || !parsedStatus.success) return { ok: false, reason: "invalid" };
  const store = await getDelegationStore();
  const current = await store.get(parsedId.data);
  if (!current) return { ok: false, reason: "not-found" };
  const next: DelegationStatus = parsedStatus.data;
  if (!canTransition(current.status, next)) return { ok: false, reason: "transition" };
  const updated = await store.updateStatus(parsedId.data, next, admin.email);
  if (!updated) return { ok: false, reason: "not-found" };
  await logRequestEvent("admin.request_status", { request: updated.reference, from: current.status, to: next, by: admin.email });
  return { ok: true, request: updated };
}

/** A follow-up date: a real calendar day, written as the date input sends it. */
const followUpSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value));

const noteDetailsSchema = z.object({
  kind: z.enum(noteKinds),
  followUpOn: z.union([z.literal("").transform(() => null), followUpSchema]),
});

export async function addRequestNote(
  id: string,
  body: string,
  details: { readonly kind: string; readonly followUpOn: string } = { kind: "note", followUpOn: "" },
): Promise<MutationResult> {
  const admin = await requireAdmin();
  const parsedId = idSchema.safeParse(id);
  const parsedBody = z.string().transform(stripInvisibleCharacters).pipe(z.string().trim().min(1).max(MAX_NOTE_LENGTH)).safeParse(body);
  const parsedDetails = noteDetailsSchema.safeParse(details);
  if (!parsedId.success || !parsedBody.success || !parsedDetails.success) return { ok: false, reason: "invalid" };
  const noteDetails: NoteDetails = parsedDetails.data;
  const updated = await (await getDelegationStore()).addNote(parsedId.data, admin.email, parsedBody.data, noteDetails);
  if (!updated) return { ok: false, reason: "not-found" };
  await logRequestEvent("admin.request_note", { request: updated.reference, kind: noteDetails.kind, by: admin.email });
  return { ok: true, request: updated };
}

export type DeskReplyResult = { readonly ok: true; readonly request: DelegationRequest } | { readonly ok: false; readonly reason: DeskReplyProblem | "too-many" | "not-found" };

/**
 * Sends a reply written on the request's page: to the buyer's address from MAIL_FROM, with Reply-To the
 * signed-in admin's own address (from the session, never the form), within the limits table's
 * (platform/config/limits.ts deskReply), and recorded as an e-mail note in the same write as its message, so
 * the lead stops waiting and its reminders stop. A refused reply sends nothing and records nothing.
 */
export async function sendDeskReply(id: string, posted: unknown): Promise<DeskReplyResult> {
  const admin = await requireAdmin();
  const parsedId = idSchema.safeParse(id);
  if (!parsedId.success) return { ok: false, reason: "invalid" };
  const limits = getLimits().deskReply;
  const reply = readDeskReply(posted, limits);
  if (!reply.ok) return { ok: false, reason: reply.problem };
  const store = await getDelegationStore();
  const request = await store.get(parsedId.data);
  if (!request) return { ok: false, reason: "not-found" };
  const limiter = await getRateLimiter();
  for (const [policy, subject] of [
    [limits.perAdmin, admin.email],
    [limits.perRequest, request.id],
  ] as const) {
    if (!(await limiter.consume(policy, subject)).allowed) {
      await logRequestEvent("admin.desk_reply_refused", { request: request.reference, by: admin.email, limit: policy.name }, "warn");
      return { ok: false, reason: "too-many" };
    }
  }
  const draft = composeDeskReply({ request, subject: reply.subject, body: reply.body, replyTo: admin.email });
  const noted = await store.addNote(request.id, admin.email, `${reply.subject}\n\n${reply.body}`, { kind: "e-mail", followUpOn: null }, () => [draft]);
  if (!noted) return { ok: false, reason: "not-found" };
  await logRequestEvent("admin.desk_reply", { request: noted.reference, by: admin.email });
  return { ok: true, request: noted };
}

/** The reply form's starting text for a request: the booking link in it only while the buyer's window is open and no call is booked. */
export async function deskReplyStart(id: string, now: Date = new Date()): Promise<{ subject: string; body: string } | null> {
  const admin = await requireAdmin();
  const request = await getRequest(id);
  if (!request) return null;
  const open = now <= bookingWindowEnd(new Date(request.createdAt), businessHours, callSettings) && request.call?.status !== "booked";
  const bookingLink = open ? new URL(bookingPath(bookingLinkFor(getFormSecret(), request, businessHours, callSettings)), getMessagingConfig().siteUrl).toString() : null;
  const member = await (await getTeamStore()).get(admin.email);
  return deskReplyTemplate(request, { bookingLink, adminName: member?.name || null });
}

/**
 * Records an erasure in the ledger before it is carried out, so a restore of a backup taken before it
 * carries it out again (features/delegation/erasure-ledger). Recorded first: an erasure that could not be
 * recorded fails rather than leaving data a restore would silently bring back.
 */
async function recordErasure(erasure: NewErasure): Promise<void> {
  const key = addressKey(resolveSessionSecret(getEnv()));
  await (await getErasureLedger()).record(erasureRecord(erasure, key, new Date(), site.dataRetention.requestMonths));
}

export async function deleteRequest(id: string): Promise<boolean> {
  const admin = await requireOwner("delete-request");
  const parsedId = idSchema.safeParse(id);
  if (!parsedId.success) return false;
  const store = await getDelegationStore();
  if (!(await store.get(parsedId.data))) return false;
  await recordErasure({ kind: "request", requestIds: [parsedId.data] });
  // The store deletes the request's messages with it; .eml files written in their stead go too.
  const deleted = await store.delete(parsedId.data);
  if (deleted) await removeEmlFiles(getMessagingConfig().mailDir, [requestOwner.of(parsedId.data)]);
  // The id only: the request was deleted so its personal data would not be kept, logs included.
  if (deleted) await logRequestEvent("admin.request_deleted", { request: parsedId.data, by: admin.email });
  return deleted;
}

/**
 * Every request matching the filter (not only the page on screen), as a CSV stream read from the store
 * in batches while it is downloaded: nothing is capped, and memory stays at one batch. The session is
 * checked before the first read; a read that fails mid-way errors the download rather than ending it.
 */
export async function exportRequestsCsv(query: ExportQuery): Promise<ReadableStream<Uint8Array>> {
  const admin = await requireOwner("export-requests");
  const store = await getDelegationStore();
  // Read now: the stream's callbacks run while the download is sent, outside the request's own code.
  const log = tracedLog(await currentRequestTrace());
  const bookings = await getBookingStore();
  return requestsCsvStream(withCallsOf(readEveryMatch(store, query), (ids) => bookings.getMany(ids)), {
    onComplete: (rows) => log("admin.requests_exported", { rows, by: admin.email }),
    onError: (error, rows) =>
      log("admin.requests_export_failed", { rows, by: admin.email, error: error instanceof Error ? error.name : "unknown" }, "error"),
  });
}

/**
 * A visitor's rights, one step each: everything sent from one e-mail address (compared whole, as the
 * form stores it: trimmed and lower-cased), a copy of it, and its erasure. The logs say what was done
 * and to how many requests, never to whom.
 */
const visitorEmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

export type VisitorLookup =
  | { readonly ok: true; readonly email: string; readonly requests: readonly DelegationRequest[] }
  | { readonly ok: false; readonly reason: "invalid" };

export async function findVisitorRequests(email: string): Promise<VisitorLookup> {
  const admin = await requireAdmin();
  const parsed = visitorEmailSchema.safeParse(email);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const requests = await (await getDelegationStore()).listByEmail(parsed.data);
  await logRequestEvent("admin.visitor_data_found", { requests: requests.length, by: admin.email });
  return { ok: true, email: parsed.data, requests: withoutInvisibleCharacters(requests) };
}

/** The copy a visitor is sent: every request from the address, with its notes, status history and the messages sent about it. */
export async function exportVisitorData(email: string, now: Date = new Date()): Promise<string | null> {
  const admin = await requireAdmin();
  const parsed = visitorEmailSchema.safeParse(email);
  if (!parsed.success) return null;
  const requests = await (await getDelegationStore()).listByEmail(parsed.data);
  const outbox = await getOutboxStore();
  const bookings = await getBookingStore();
  const withMessages = await Promise.all(
    requests.map(async (request) => ({
      ...request,
      // Each message as the copy has always shown it: its request's id where the store now keeps its owner.
      messages: (await outbox.listForOwner(requestOwner.of(request.id))).map(({ id, owner, lease: _lease, nextAttemptAt: _next, ...message }) => ({
        id,
        requestId: owner.id,
        ...message,
      })),
      // The call they booked, if any, with every change they made to it, and the zone they chose to see times in.
      call: await bookings.get(request.id),
      callTimeZone: await bookings.chosenZone(request.id),
    })),
  );
  await logRequestEvent("admin.visitor_data_exported", { requests: requests.length, by: admin.email });
  return `${JSON.stringify({ email: parsed.data, exportedAt: now.toISOString(), requests: withMessages }, null, 2)}\n`;
}

export type VisitorErasure =
  | { readonly ok: true; readonly erased: number }
  | { readonly ok: false; readonly reason: "invalid" };

/** Erases every request from the address, notes, history and messages (stored and .eml files) included, in one call. */
export async function eraseVisitorData(email: string): Promise<VisitorErasure> {
  const admin = await requireOwner("erase-visitor-data");
  const parsed = visitorEmailSchema.safeParse(email);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const store = await getDelegationStore();
  let erased = 0;
  let recorded = false;
  // A lookup returns at most a bounded number; repeat until none is left (one pass for any real visitor).
  for (;;) {
    const requests = await store.listByEmail(parsed.data);
    // Once, before the first delete: the address's hash also covers what a later lookup finds, all created before now.
    if (!recorded) await recordErasure({ kind: "visitor", email: parsed.data, requestIds: requests.map((request) => request.id) });
    recorded = true;
    if (requests.length === 0) break;
    const results = await Promise.all(requests.map((request) => store.delete(request.id)));
    await removeEmlFiles(getMessagingConfig().mailDir, requests.map((request) => requestOwner.of(request.id)));
    const deleted = results.filter(Boolean).length;
    erased += deleted;
    if (deleted === 0) break;
  }
  await logRequestEvent("admin.visitor_data_erased", { requests: erased, by: admin.email });
  return { ok: true, erased };
}
