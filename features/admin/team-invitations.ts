import "server-only";
import { requireAdmin } from "@/features/auth/require-admin";
import { requireOwner, roleOf } from "@/features/auth/require-owner";
import { getAdminStore } from "@/features/auth/admin-store/get-store";
import { DuplicateAdminError } from "@/features/auth/admin-store/store";
import { hashPassword } from "@/features/auth/password/password";
import { adminPasswordProblem, type PasswordProblem } from "@/features/auth/password/password-rule";
import { getOutboxStore } from "@/features/outbox/get-store";
import { getMessagingConfig } from "@/features/outbox/runtime";
import { getTeamStore } from "@/features/team/get-store";
import { personName } from "@/features/team/person-name";
import { acceptInvitation, acceptInvitationWithGoogle, type AcceptOutcome, type GoogleAcceptOutcome } from "@/features/team/invitations/accept";
import { getIdTokenVerifier } from "@/features/auth/session/id-token";
import { grantGoogleAdminClaim } from "@/features/auth/google-claim";
import { firebaseClientConfig } from "@/platform/firebase/web-config";
import { getInvitationStore } from "@/features/team/invitations/get-store";
import { composeInvitationMail } from "@/features/team/invitations/invitation-mail";
import { cancelInvitation, invitationForLink, resendInvitation, sendInvitation, type InvitationParts, type InviteOutcome, type ResendOutcome } from "@/features/team/invitations/invitations";
import type { Invitation, LinkState } from "@/features/team/invitations/rules";
import { businessHours } from "@/platform/business-hours/settings";
import { site } from "@/platform/config/site";
import { getEnv, getLimits } from "@/platform/env";
import { logRequestEvent } from "@/platform/logging/request-log";
import { getRateLimiter } from "@/platform/rate-limit/get-store";
import { withoutInvisibleCharacters } from "@/platform/security/invisible-characters";

/*
 * Invitations as the admin area reaches them: sending, resending and canceling are owners' steps, checked here
 * (a member's post is refused with the owners' WARNING line, whatever the page showed); the accept page is
 * public, and its link is the only credential it takes.
 */

/** Where an invitation's link leads: the accept page, under the sign-in's public pages. */
export function acceptPath(token: string): string {
  return `/admin/sign-in/join/${token}`;
}

async function parts(): Promise<InvitationParts> {
  const [invitations, team, outbox, limiter, admins] = await Promise.all([getInvitationStore(), getTeamStore(), getOutboxStore(), getRateLimiter(), getAdminStore()]);
  const { siteUrl } = getMessagingConfig();
  return {
    invitations,
    team,
    outbox,
    limiter,
    perOwner: getLimits().invitations.perOwner,
    hasAccount: async (address) => (await admins.findByEmail(address)) !== null,
    compose: async (invitation, token) => {
      const inviter = await team.get(invitation.inviter);
      return composeInvitationMail({ invitation, inviter: personName(inviter) ?? invitation.inviter, link: new URL(acceptPath(token), siteUrl).toString(), team: site.name, hours: businessHours });
    },
    now: () => new Date(),
  };
}

/** The invitations waiting, for an owner's view of the team page; none for a member, who manages nothing. */
export async function pendingInvitations(): Promise<Invitation[]> {
  const admin = await requireAdmin();
  if ((await roleOf(admin)) !== "owner") return [];
  return withoutInvisibleCharacters(await (await getInvitationStore()).listPending(new Date().toISOString()));
}

export async function inviteColleague(post: unknown): Promise<InviteOutcome> {
  const admin = await requireOwner("invite");
  const outcome = await sendInvitation(await parts(), admin.email, post);
  if (outcome.ok) await logRequestEvent("admin.invitation_sent", { role: outcome.invitation.role, by: admin.email });
  else if (outcome.problems.address === "rate-limited") await logRequestEvent("admin.invitation_limited", { by: admin.email }, "warn");
  return outcome;
}

export async function resendInvitationTo(address: unknown): Promise<ResendOutcome> {
  const admin = await requireOwner("resend-invitation");
  const outcome = await resendInvitation(await parts(), admin.email, address);
  if (outcome.ok) await logRequestEvent("admin.invitation_resent", { by: admin.email });
  return outcome;
}

export async function cancelInvitationTo(address: unknown): Promise<Invitation | null> {
  const admin = await requireOwner("cancel-invitation");
  const canceled = await cancelInvitation(await parts(), address);
  if (canceled) await logRequestEvent("admin.invitation_canceled", { by: admin.email });
  return canceled;
}

/** What the accept page shows for a link: read only, never consumed. */
export async function invitationOfLink(token: unknown): Promise<{ readonly state: LinkState; readonly invitation: Invitation | null }> {
  return invitationForLink(await getInvitationStore(), token, new Date());
}

/** The accept page's post: the account through the admin store admin:create uses, then the team directory row. */
export async function acceptTeamInvitation(post: unknown): Promise<AcceptOutcome<PasswordProblem>> {
  const [invitations, team, admins] = await Promise.all([getInvitationStore(), getTeamStore(), getAdminStore()]);
  const outcome = await acceptInvitation(
    {
      invitations,
      team,
      passwordProblem: adminPasswordProblem,
      hashPassword: (password) => hashPassword(password),
      createAccount: async (address, passwordHash) => {
        try {
          await admins.create({ email: address, passwordHash });
          return true;
        } catch (error) {
          if (error instanceof DuplicateAdminError) return false;
          throw error;
        }
      },
      now: () => new Date(),
    },
    post,
  );
  if (outcome.ok) await logRequestEvent("admin.invitation_accepted", { role: outcome.invitation.role, by: outcome.invitation.inviter });
  else if (outcome.link !== "open") await logRequestEvent("admin.invitation_refused", { link: outcome.link });
  return outcome;
}

/**
 * The accept page's Google post, only where Google sign-in is configured (elsewhere the page offers no such
 * button, and a post is answered as a failed Google step). The token is verified as Google sign-in verifies it.
 */
export async function acceptTeamInvitationWithGoogle(post: unknown): Promise<GoogleAcceptOutcome> {
  const [invitations, team] = await Promise.all([getInvitationStore(), getTeamStore()]);
  const offered = firebaseClientConfig(getEnv()) !== null;
  const outcome = await acceptInvitationWithGoogle(
    {
      invitations,
      team,
      verify: async (idToken) => {
        if (!offered) throw new Error("Google sign-in is not configured");
        return (await getIdTokenVerifier()).verify(idToken);
      },
      grantClaim: grantGoogleAdminClaim,
      now: () => new Date(),
    },
    post,
  );
  if (outcome.ok) await logRequestEvent("admin.invitation_accepted", { role: outcome.invitation.role, by: outcome.invitation.inviter, provider: "firebase" });
  else if (outcome.link !== "open") await logRequestEvent("admin.invitation_refused", { link: outcome.link, provider: "firebase" });
  else if (outcome.problems.google) await logRequestEvent("admin.invitation_google_refused", { reason: outcome.problems.google }, "warn");
  return outcome;
}
