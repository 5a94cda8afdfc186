import "server-only";
import { requireAdmin } from "@/features/auth/require-admin";
import type { AdminIdentity } from "@/features/auth/session/session-claims";
import { logRequestEvent } from "@/platform/logging/request-log";
import { getTeamStore } from "@/features/team/get-store";
import { isOwner, type TeamRole } from "@/features/team/roles";

/*
 * The owners' share of the admin area: managing the team, and the steps that cannot be undone (erasing a
 * visitor's data, deleting a request, exporting the requests). Checked here, in the data layer, after the
 * session: a member who posts an owner's form, or fetches an owner's URL, is refused whatever the page showed.
 */

/** A signed-in admin who is not an owner asked for an owner's action: answered 403 by routes, a refusal by actions. */
export class NotOwnerError extends Error {
  constructor() {
    super("Only an owner of the team may do this.");
    this.name = "NotOwnerError";
  }
}

/** The signed-in admin's role; an admin the directory does not know yet (signed in before it) is recorded, as an owner. */
export async function roleOf(admin: AdminIdentity): Promise<TeamRole | null> {
  const store = await getTeamStore();
  let member = await store.get(admin.email);
  if (!member) {
    await store.record(admin.email);
    member = await store.get(admin.email);
  }
  return isOwner(member) ? "owner" : member && member.removedAt === null ? "member" : null;
}

/**
 * Throws NotAuthorizedError without an admin session (as requireAdmin does) and NotOwnerError, with a
 * WARNING log line naming the action and who asked, when the admin is not an owner. `action` names what
 * was refused, for that line.
 */
export async function requireOwner(action: string): Promise<AdminIdentity> {
  const admin = await requireAdmin();
  if ((await roleOf(admin)) === "owner") return admin;
  await logRequestEvent("admin.owner_action_refused", { action, by: admin.email }, "warn");
  throw new NotOwnerError();
}
