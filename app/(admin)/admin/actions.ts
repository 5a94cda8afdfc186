"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { after } from "next/server";
import { sendDueLinkUpdatesQuietly } from "@/features/booking/runtime";
import { deliverOutboxQuietly } from "@/features/delegation/outbox-delivery";
import { actionMessages, leadDeskCopy, noteFormCopy, statusControlCopy, teamPageCopy, visitorDataMessages } from "@/features/admin/admin-copy";
import type { CallNotice } from "@/features/admin/call-notice";
import { cancelRequestCall, keepRequestCall, moveRequestCall, type CallActionResult } from "@/features/admin/calls";
import { changeRole, isTeamMember, removeTeamMember, updateMyProfile } from "@/features/admin/team";
import { cancelInvitationTo, inviteColleague, resendInvitationTo } from "@/features/admin/team-invitations";
import { inviteProblemMessages } from "@/features/team/invitations/invitation-copy";
import type { InviteFieldProblem } from "@/features/team/invitations/invitations";
import { MAX_DATES_OFF_ENTRIES, type ProfilePost, type ProfileProblem } from "@/features/team/profile";
import { releaseHeldMessages } from "@/features/admin/data-safety";
import { formatDateTime } from "@/features/admin/format";
import {
  addRequestNote,
  assignRequest,
  changeRequestStatus,
  deleteRequest,
  eraseVisitorData,
  findVisitorRequests,
  sendDeskReply,
  type MutationResult,
} from "@/features/admin/requests";
import { deskReplyCopy } from "@/features/admin/desk-reply-copy";
import { defaultLimits } from "@/platform/config/limits";
import { delegationStatuses, statusLabels } from "@/features/delegation/options";
import { initialVisitorDataState, type VisitorDataState } from "@/features/admin/visitor-data";
import { NotAuthorizedError } from "@/features/auth/session/session-claims";
import { NotOwnerError } from "@/features/auth/require-owner";
import { signInUrlFor } from "@/features/auth/session/callback-url";
import { clearAdminSession } from "@/features/auth/require-admin";
import { referencePattern } from "@/features/delegation/reference";
import { logRequestEvent } from "@/platform/logging/request-log";
import { formDataArgument, parseActionArguments } from "@/platform/security/action-arguments";
import { z } from "zod";

/**
 * Thin on purpose: each action checks its arguments have the shape its own page sends (anything else
 * is answered 404 before it is used), and the data layer (features/admin/requests.ts) checks the session
 * before it touches a request, so an action posted without a session changes nothing.
 */

const idArgument = z.string().max(200);

export interface ActionResult {
  readonly ok: boolean;
  readonly message: string;
}

function text(formData: FormData, key: string): string {
  const value = formData.get(key);
  return typeof value === "string" ? value : "";
}

function failure(result: Exclude<MutationResult, { ok: true }>): ActionResult {
  return { ok: false, message: actionMessages[result.reason === "not-found" ? "notFound" : result.reason] };
}

async function guarded(run: () => Promise<ActionResult>): Promise<ActionResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof NotAuthorizedError) return { ok: false, message: actionMessages.sessionEnded };
    await logRequestEvent("admin.action_failed", { error: error instanceof Error ? error.name : "unknown" }, "error");
    return { ok: false, message: actionMessages.failed };
  }
}

export async function changeStatusAction(requestId: string, status: string): Promise<ActionResult> {
  parseActionArguments("admin.change_status", [idArgument, z.string().max(40)], [requestId, status]);
  return guarded(async () => {
    const result = await changeRequestStatus(requestId, status);
    if (!result.ok) return failure(result);
    revalidatePath(`/admin/requests/${result.request.id}`);
    return { ok: true, message: result.request.status };
  });
}

/**
 * The same change posted by the form itself, for browsers running without JavaScript: the answering page
 * shows (and focuses) what it did. Shaped for useActionState (a previous state first), which gives the form
 * its page's address.
 */
export async function changeStatusFormAction(previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  parseActionArguments("admin.change_status_form", [z.unknown(), formDataArgument], [previous, formData]);
  const result = await changeStatusAction(text(formData, "requestId").slice(0, 200), text(formData, "status").slice(0, 40));
  if (!result.ok) return { ok: false, message: statusControlCopy.unchanged(result.message) };
  // A change that went through names a status of the workflow.
  const changedTo = delegationStatuses.find((status) => status === result.message);
  return { ok: true, message: statusControlCopy.changed(changedTo ? statusLabels[changedTo] : result.message) };
}

export async function addNoteAction(previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  parseActionArguments("admin.add_note", [z.unknown(), formDataArgument], [previous, formData]);
  return guarded(async () => {
    const result = await addRequestNote(text(formData, "requestId"), text(formData, "note"), {
      kind: text(formData, "kind") || "note",
      followUpOn: text(formData, "followUpOn").slice(0, 20),
    });
    if (!result.ok) return failure(result);
    revalidatePath(`/admin/requests/${result.request.id}`);
    return { ok: true, message: noteFormCopy.added };
  });
}

/** What the reply form shows after a send: the message, and the draft when it was refused (never lost). */
export interface DeskReplyActionResult extends ActionResult {
  readonly draft: { readonly subject: string; readonly body: string } | null;
}

/**
 * Sends a reply written on the request's page through the outbox, as the signed-in admin (Reply-To from the
 * session: the form carries no address). A refusal keeps the draft in the form.
 */
export async function deskReplyAction(previous: DeskReplyActionResult | null, formData: FormData): Promise<DeskReplyActionResult> {
  parseActionArguments("admin.desk_reply", [z.unknown(), formDataArgument], [previous, formData]);
  const max = defaultLimits.deskReply.bodyMaxLength;
  const draft = { subject: text(formData, "subject").slice(0, 1000), body: text(formData, "body").slice(0, max * 4) };
  const result = await guarded(async () => {
    const sent = await sendDeskReply(text(formData, "requestId").slice(0, 200), draft);
    if (!sent.ok) {
      const problems = deskReplyCopy.problems;
      const message = sent.reason === "too-long" ? problems.tooLong(max) : sent.reason === "too-many" ? problems.tooMany : sent.reason === "not-found" ? problems.notFound : problems.invalid;
      return { ok: false, message };
    }
    after(() => deliverOutboxQuietly());
    revalidatePath(`/admin/requests/${sent.request.id}`);
    return { ok: true, message: deskReplyCopy.form.sent };
  });
  return { ...result, draft: result.ok ? null : draft };
}

/** Assigns the request: "me", "none" or a colleague's e-mail from the directory; a form post, so it works without JavaScript. */
export async function assignAction(previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  parseActionArguments("admin.assign", [z.unknown(), formDataArgument], [previous, formData]);
  return guarded(async () => {
    const result = await assignRequest(text(formData, "requestId").slice(0, 200), (text(formData, "owner") || text(formData, "choice")).slice(0, 300), isTeamMember);
    if (!result.ok) return result.reason === "unknown-admin" ? { ok: false, message: leadDeskCopy.unknownAdmin } : failure(result);
    // The owner's e-mail and any moved call's invitations are stored; they go after the response.
    after(() => deliverOutboxQuietly());
    revalidatePath(`/admin/requests/${result.request.id}`);
    return { ok: true, message: leadDeskCopy.assigned(result.request.owner) };
  });
}

/** What the profile form shows after a save: the message, each field's problem, and what was typed. */
export interface ProfileActionResult extends ActionResult {
  readonly problems: Readonly<Partial<Record<ProfileProblem["field"], string>>>;
  /** The post as typed, so a refused form keeps it; null after a save (the page shows the stored profile). */
  readonly values: ProfilePost | null;
}

function profileProblemMessage(problem: ProfileProblem): string {
  const messages = teamPageCopy.problems[problem.field] as Readonly<Record<string, string>>;
  return messages[problem.reason] ?? teamPageCopy.invalid;
}

/** The profile form (the account and team pages show the same one): the signed-in admin's own name, calls, hours, days and dates off, and meeting link. */
export async function profileAction(previous: ProfileActionResult | null, formData: FormData): Promise<ProfileActionResult> {
  parseActionArguments("admin.profile", [z.unknown(), formDataArgument], [previous, formData]);
  const list = (key: string, limit: number) => formData.getAll(key).filter((value): value is string => typeof value === "string").slice(0, limit);
  const post: ProfilePost = {
    name: text(formData, "name").slice(0, 500),
    takesCalls: text(formData, "takesCalls") === "yes",
    daysOff: list("daysOff", 7),
    meetingUrl: text(formData, "meetingUrl").slice(0, 1000),
    timeZone: text(formData, "timeZone").slice(0, 60),
    opens: text(formData, "opens").slice(0, 10),
    closes: text(formData, "closes").slice(0, 10),
    keptDatesOff: list("keptDatesOff", MAX_DATES_OFF_ENTRIES),
    newDatesOffStart: text(formData, "newDatesOffStart").slice(0, 30),
    newDatesOffEnd: text(formData, "newDatesOffEnd").slice(0, 30),
    morningDigest: text(formData, "morningDigest") === "yes",
  };
  let problems: ProfileActionResult["problems"] = {};
  const result = await guarded(async () => {
    const saved = await updateMyProfile(post);
    if (!saved.ok) {
      problems = Object.fromEntries(saved.problems.map((problem) => [problem.field, profileProblemMessage(problem)]));
      return { ok: false, message: teamPageCopy.invalid };
    }
    // A call starting soon owes its link at once (features/booking/call-changes.ts linkUpdateDueAt).
    after(async () => {
      if ((await sendDueLinkUpdatesQuietly()) > 0) await deliverOutboxQuietly();
    });
    revalidatePath("/admin/team");
    revalidatePath("/admin/account");
    revalidatePath("/admin");
    return { ok: true, message: teamPageCopy.saved };
  });
  return { ...result, problems, values: result.ok ? null : post };
}

const callDecision = z.union([z.literal("keep"), z.templateLiteral(["move:", z.string().max(300)])]);

/**
 * The desk's one post for a booked call: a decision (move it to an admin free then, or keep it where it
 * is) or, after its confirmation step, a cancellation. It answers with a redirect to the page it came
 * from, the outcome in the address, so it works without JavaScript and a reload posts nothing again.
 */
export async function callAction(previous: null, formData: FormData): Promise<null> {
  parseActionArguments("admin.call", [z.unknown(), formDataArgument], [previous, formData]);
  const requestId = text(formData, "requestId").slice(0, 200);
  const back = text(formData, "back") === "calls" ? "/admin/calls" : `/admin/requests/${encodeURIComponent(requestId)}`;
  let notice: CallNotice;
  try {
    const decision = text(formData, "intent") === "cancel" ? ("cancel" as const) : callDecision.safeParse(text(formData, "decision")).data;
    const run = async (): Promise<[CallActionResult, CallNotice]> => {
      if (decision === "cancel") return [await cancelRequestCall(requestId), "canceled"];
      if (decision === "keep") return [await keepRequestCall(requestId), "kept"];
      if (decision) return [await moveRequestCall(requestId, decision.slice("move:".length)), "moved"];
      return [{ ok: false, reason: "invalid" }, "invalid"];
    };
    const [result, done] = await run();
    notice = result.ok ? done : result.reason;
    // The invitations are stored with the change; they go after the response.
    if (result.ok) after(() => deliverOutboxQuietly());
  } catch (error) {
    if (error instanceof NotAuthorizedError) redirect(signInUrlFor(back));
    await logRequestEvent("admin.action_failed", { error: error instanceof Error ? error.name : "unknown" }, "error");
    notice = "failed";
  }
  revalidatePath(back);
  redirect(`${back}?call=${notice}#call-notice`);
}

/** Shaped for useActionState (a previous state first), which gives the form its page's address (ActionForm). */
export async function deleteRequestAction(previous: null, formData: FormData): Promise<null> {
  parseActionArguments("admin.delete_request", [z.unknown(), formDataArgument], [previous, formData]);
  const id = text(formData, "requestId");
  let deleted = false;
  try {
    deleted = await deleteRequest(id);
  } catch (error) {
    if (error instanceof NotAuthorizedError) redirect(signInUrlFor(`/admin/requests/${encodeURIComponent(id)}`));
    if (error instanceof NotOwnerError) redirect(`/admin/requests/${encodeURIComponent(id)}?refused=owner`);
    throw error;
  }
  const reference = text(formData, "reference");
  const shown = referencePattern.test(reference) ? reference : "";
  revalidatePath("/admin");
  redirect(deleted ? `/admin?deleted=${encodeURIComponent(shown || "1")}` : "/admin?deleted=missing");
}

/** Releases the messages a restore held (features/admin/data-safety.ts); a form post, so it works without JavaScript. */
export async function releaseHeldAction(previous: null, formData: FormData): Promise<null> {
  parseActionArguments("admin.release_held", [z.unknown(), formDataArgument], [previous, formData]);
  let released = 0;
  try {
    released = await releaseHeldMessages();
  } catch (error) {
    if (error instanceof NotAuthorizedError) redirect(signInUrlFor("/admin"));
    throw error;
  }
  revalidatePath("/admin");
  redirect(`/admin?released=${released}`);
}

/** Where the team page's forms land: the page, with what happened (features/admin/team-copy.ts notices). */
async function teamOutcome(run: () => Promise<string>): Promise<never> {
  let query: string;
  try {
    query = await run();
  } catch (error) {
    if (error instanceof NotAuthorizedError) redirect(signInUrlFor("/admin/team"));
    if (error instanceof NotOwnerError) query = "notice=ownersOnly";
    else {
      await logRequestEvent("admin.action_failed", { error: error instanceof Error ? error.name : "unknown" }, "error");
      query = "notice=failed";
    }
  }
  revalidatePath("/admin", "layout");
  redirect(`/admin/team?${query}#team-notice`);
}

/** An owner gives a colleague a role (the data layer checks the session, the role and the last-owner rule). */
export async function changeRoleAction(previous: null, formData: FormData): Promise<null> {
  parseActionArguments("admin.change_role", [z.unknown(), formDataArgument], [previous, formData]);
  return teamOutcome(async () => {
    const result = await changeRole(text(formData, "email").slice(0, 300), text(formData, "role"));
    return `notice=${result.ok ? "role" : result.reason}`;
  });
}

/** The confirmation step's button: an owner removes a colleague (features/admin/team.ts removeTeamMember). */
export async function removeMemberAction(previous: null, formData: FormData): Promise<null> {
  parseActionArguments("admin.remove_member", [z.unknown(), formDataArgument], [previous, formData]);
  return teamOutcome(async () => {
    const result = await removeTeamMember(text(formData, "email").slice(0, 300));
    if (!result.ok) return `notice=${result.reason}`;
    // Calls moved or canceled owe e-mails: they go after the response.
    after(() => deliverOutboxQuietly());
    return `notice=removed&leads=${result.leadsUnassigned}&moved=${result.callsMoved}&canceled=${result.callsCanceled}`;
  });
}

/** The invite form's answer when it is refused: what was typed, and each field's problem in words. */
export interface InviteActionResult {
  readonly values: { readonly address: string; readonly role: string };
  readonly problems: { readonly address?: string; readonly role?: string };
}

const inviteProblem = (problem: InviteFieldProblem | undefined) => (problem ? inviteProblemMessages[problem] : undefined);

/**
 * An owner invites a colleague (features/admin/team-invitations.ts checks the role). A refusal keeps what was
 * typed beside its problem; a sent invitation lands on the page with its notice, its e-mail delivered after
 * the response. A member's post meets the owners' refusal, as the other team forms' do.
 */
export async function inviteAction(previous: InviteActionResult | null, formData: FormData): Promise<InviteActionResult> {
  parseActionArguments("admin.invite", [z.unknown(), formDataArgument], [previous, formData]);
  const post = { address: text(formData, "address").slice(0, 1000), role: text(formData, "role").slice(0, 40) };
  let outcome: Awaited<ReturnType<typeof inviteColleague>>;
  try {
    outcome = await inviteColleague(post);
  } catch (error) {
    if (error instanceof NotAuthorizedError) redirect(signInUrlFor("/admin/team"));
    if (error instanceof NotOwnerError) redirect("/admin/team?notice=ownersOnly#team-notice");
    await logRequestEvent("admin.action_failed", { error: error instanceof Error ? error.name : "unknown" }, "error");
    return { values: post, problems: { address: teamPageCopy.invalid } };
  }
  if (!outcome.ok) return { values: outcome.values, problems: { address: inviteProblem(outcome.problems.address), role: inviteProblem(outcome.problems.role) } };
  after(() => deliverOutboxQuietly());
  revalidatePath("/admin/team");
  redirect("/admin/team?invitation=invited#team-notice");
}

/** An owner sends a pending invitation's link again: a new link, the old one dead. */
export async function resendInvitationAction(previous: null, formData: FormData): Promise<null> {
  parseActionArguments("admin.resend_invitation", [z.unknown(), formDataArgument], [previous, formData]);
  return teamOutcome(async () => {
    const result = await resendInvitationTo(text(formData, "address").slice(0, 300));
    if (!result.ok) return `invitation=${result.reason === "gone" ? "gone" : "limited"}`;
    after(() => deliverOutboxQuietly());
    return "invitation=resent";
  });
}

/** An owner cancels a pending invitation: its link dies, and its e-mail, if still unsent, is never sent. */
export async function cancelInvitationAction(previous: null, formData: FormData): Promise<null> {
  parseActionArguments("admin.cancel_invitation", [z.unknown(), formDataArgument], [previous, formData]);
  return teamOutcome(async () => `invitation=${(await cancelInvitationTo(text(formData, "address").slice(0, 300))) ? "canceled" : "gone"}`);
}

export async function signOutAction(previous: null, formData: FormData): Promise<null> {
  // Posted by the header's form (ActionForm), with or without JavaScript: a FormData in both cases.
  parseActionArguments("admin.sign_out", [z.unknown(), formDataArgument], [previous, formData]);
  await clearAdminSession();
  redirect("/admin/sign-in?signedOut=1");
}

/**
 * The visitor-data page's one action, for both of its forms: `intent=find` lists every request from the
 * address, `intent=erase` (with the confirmation box ticked) erases them all. A form post, so it works
 * without JavaScript, and the address never lands in a URL or a log.
 */
export async function visitorDataAction(previous: VisitorDataState | null, formData: FormData): Promise<VisitorDataState> {
  parseActionArguments("admin.visitor_data", [z.unknown(), formDataArgument], [previous, formData]);
  const email = text(formData, "email").slice(0, 300);
  const intent = text(formData, "intent");
  try {
    if (intent === "erase") {
      if (text(formData, "confirm") !== "yes") {
        const lookup = await findVisitorRequests(email);
        return { ...(await summarise(lookup)), message: visitorDataMessages.confirm, ok: false };
      }
      const result = await eraseVisitorData(email);
      if (!result.ok) return { ...initialVisitorDataState, email, message: visitorDataMessages.invalid, ok: false };
      revalidatePath("/admin");
      return { email: email.trim().toLowerCase(), requests: [], message: visitorDataMessages.erased(result.erased), ok: true };
    }
    const lookup = await findVisitorRequests(email);
    if (!lookup.ok) return { ...initialVisitorDataState, email, message: visitorDataMessages.invalid, ok: false };
    return await summarise(lookup);
  } catch (error) {
    if (error instanceof NotAuthorizedError) return { ...initialVisitorDataState, email, message: actionMessages.sessionEnded, ok: false };
    if (error instanceof NotOwnerError) return { ...initialVisitorDataState, email, message: actionMessages.ownersOnly, ok: false };
    await logRequestEvent("admin.action_failed", { error: error instanceof Error ? error.name : "unknown" }, "error");
    return { ...initialVisitorDataState, email, message: actionMessages.failed, ok: false };
  }
}

async function summarise(lookup: Awaited<ReturnType<typeof findVisitorRequests>>): Promise<VisitorDataState> {
  if (!lookup.ok) return { ...initialVisitorDataState, message: visitorDataMessages.invalid, ok: false };
  return {
    email: lookup.email,
    requests: lookup.requests.map((request) => ({
      id: request.id,
      reference: request.reference,
      receivedAt: formatDateTime(request.createdAt),
      company: request.company,
      status: statusLabels[request.status],
    })),
    message: null,
    ok: true,
  };
}
