"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { actionMessages, leadDeskCopy, noteFormCopy, teamPageCopy, visitorDataMessages } from "@/features/admin/admin-copy";
import { isTeamMember, updateMyProfile } from "@/features/admin/team";
import { releaseHeldMessages } from "@/features/admin/data-safety";
import { formatDateTime } from "@/features/admin/format";
import {
  addRequestNote,
  assignRequest,
  changeRequestStatus,
  deleteRequest,
  eraseVisitorData,
  findVisitorRequests,
  type MutationResult,
} from "@/features/admin/requests";
import { statusLabels } from "@/features/delegation/options";
import { initialVisitorDataState, type VisitorDataState } from "@/features/admin/visitor-data";
import { NotAuthorizedError } from "@/features/auth/session/session-claims";
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
 * The same change posted by the form itself, for browsers running without JavaScript. Shaped for
 * useActionState (a previous state first), which gives the form its page's address (ActionForm).
 */
export async function changeStatusFormAction(previous: null, formData: FormData): Promise<null> {
  parseActionArguments("admin.change_status_form", [z.unknown(), formDataArgument], [previous, formData]);
  await changeStatusAction(text(formData, "requestId").slice(0, 200), text(formData, "status").slice(0, 40));
  return null;
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

/** Assigns the request: "me", "none" or a colleague's e-mail from the directory; a form post, so it works without JavaScript. */
export async function assignAction(previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  parseActionArguments("admin.assign", [z.unknown(), formDataArgument], [previous, formData]);
  return guarded(async () => {
    const result = await assignRequest(text(formData, "requestId").slice(0, 200), (text(formData, "owner") || text(formData, "choice")).slice(0, 300), isTeamMember);
    if (!result.ok) return result.reason === "unknown-admin" ? { ok: false, message: leadDeskCopy.unknownAdmin } : failure(result);
    revalidatePath(`/admin/requests/${result.request.id}`);
    return { ok: true, message: leadDeskCopy.assigned(result.request.owner) };
  });
}

/** The team page's one form: the signed-in admin's own name, calls and days off. */
export async function profileAction(previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  parseActionArguments("admin.profile", [z.unknown(), formDataArgument], [previous, formData]);
  return guarded(async () => {
    const result = await updateMyProfile({
      name: text(formData, "name").slice(0, 500),
      takesCalls: text(formData, "takesCalls") === "yes",
      daysOff: formData.getAll("daysOff").filter((day): day is string => typeof day === "string").slice(0, 7),
      meetingUrl: text(formData, "meetingUrl").slice(0, 1000),
    });
    if (!result.ok) return { ok: false, message: teamPageCopy.invalid };
    revalidatePath("/admin/team");
    return { ok: true, message: teamPageCopy.saved };
  });
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
