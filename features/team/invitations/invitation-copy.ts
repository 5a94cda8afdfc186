import type { TeamRole } from "@/features/team/roles";
import type { InviteProblem, LinkState } from "@/features/team/invitations/rules";
import type { GoogleAcceptProblem } from "@/features/team/invitations/google-accept-rules";

const article = (role: TeamRole) => (role === "owner" ? "an owner" : "a member");

/** What a role lets the invitee do, in the e-mail and on the accept page. */
export const roleMeaning: Readonly<Record<TeamRole, string>> = {
  owner: "Owners work the desk and manage the team: they invite and remove colleagues and may delete requests, erase a visitor's data and export the requests.",
  member: "Members work the desk: they answer leads, write notes and take calls.",
};

/** The link's answer when it cannot be used: plain words, and nothing else to do on the page. */
export const linkStateMessages: Readonly<Record<Exclude<LinkState, "open">, { readonly heading: string; readonly text: string }>> = {
  used: { heading: "This invitation was already used", text: "An account was made with this link. Sign in with the password chosen then, or ask an owner of the team for help." },
  canceled: { heading: "This invitation was canceled", text: "An owner of the team canceled it. If you should be on the team, ask them for a new invitation." },
  expired: { heading: "This invitation has expired", text: "Invitation links work for 72 hours. Ask an owner of the team to send you a new one." },
  unknown: { heading: "This invitation link does not work", text: "It may have been replaced by a newer invitation e-mail: use the link in the latest one, or ask an owner of the team to send a new one." },
};

/** Said beside the address field, to owners only. */
export const inviteProblemMessages: Readonly<Record<InviteProblem | "invalid-address" | "invalid-role" | "rate-limited", string>> = {
  "invalid-address": "Enter an e-mail address, like name@example.com.",
  "invalid-role": "Choose a role: owner or member.",
  "has-account": "This address already has an account on the team.",
  "pending-invitation": "This address already has an invitation waiting: resend or cancel it in the list below.",
  "rate-limited": "You have sent 20 invitations in the last day, the most one owner may send. Try again tomorrow.",
};

/** The invitation e-mail. */
export const invitationMailCopy = {
  label: "Team invitation",
  subject: (team: string) => `You are invited to join ${team}'s sales desk`,
  heading: (team: string) => `Join ${team}'s sales desk`,
  invitedBy: (inviter: string, role: TeamRole) => `${inviter} invited you to the team as ${article(role)}.`,
  accept: "Accept the invitation",
  linkNote: (expires: string) => `The link works once, until ${expires}. Opening it changes nothing: you choose your name, a password and a second factor on the page it opens.`,
  factsCaption: "Your invitation",
  facts: { address: "Your address", role: "Role", expires: "Link expires" },
  roleNames: { owner: "Owner", member: "Member" } satisfies Record<TeamRole, string>,
  footer: "You received this e-mail because an owner of the team entered your address. If you did not expect it, ignore it: nothing happens unless the link is used.",
} as const;

/** The team page's invitation section. */
export const invitationPageCopy = {
  heading: "Invite a colleague",
  lead: "They get an e-mail with a link that works once, for 72 hours, to choose their name, a password and a second factor.",
  addressLabel: "E-mail address",
  roleLabel: "Role",
  roleNames: { owner: "Owner", member: "Member" } satisfies Record<TeamRole, string>,
  submit: "Send invitation",
  pendingHeading: "Pending invitations",
  pendingCaption: "Invitations not yet accepted, oldest first",
  pendingEmpty: "No invitations are waiting.",
  columns: { address: "Address", role: "Role", invitedBy: "Invited by", expires: "Link expires", manage: "Manage" },
  resend: (address: string) => `Resend to ${address}`,
  cancel: (address: string) => `Cancel invitation of ${address}`,
  resendButton: "Resend",
  cancelButton: "Cancel",
  /** After a redirect (?invitation=…): the page's notice. */
  notices: {
    invited: "Invitation sent. It is listed below until it is accepted.",
    resent: "A new link was sent; the old one no longer works.",
    canceled: "The invitation was canceled; its link no longer works.",
    gone: "That invitation is no longer pending.",
    limited: "You have sent 20 invitations in the last day, the most one owner may send. Try again tomorrow.",
  },
} as const;

/** The accept page. */
export const acceptPageCopy = {
  title: "Join the team",
  heading: (team: string) => `Join ${team}'s sales desk`,
  lead: (address: string, role: TeamRole) => `You were invited as ${article(role)} with the address ${address}.`,
  nameLabel: "Your name",
  nameHint: "As colleagues and buyers see it, e.g. on call invitations.",
  passwordLabel: "Choose a password",
  repeatLabel: "Repeat the password",
  submit: "Create my account",
  nextStep: "Next, you set up a second factor with an authenticator app, as every admin does at their first sign-in.",
  /** Where the page also offers Google: the second factor is the password's next step only. */
  nextStepWithGoogle: "With a password, you next set up a second factor with an authenticator app, as every admin does at their first sign-in.",
  problems: {
    name: "Enter your name (up to 100 characters), not an e-mail address.",
    mismatch: "The two passwords differ. Type the same password twice.",
    failed: "Your account could not be made. Try again in a moment.",
  },
} as const;

/** The accept page's Google way in, offered where Google sign-in is configured. */
export const googleAcceptCopy = {
  or: "or",
  heading: "Accept with your Google account",
  lead: (address: string) => `Use the Google account of ${address}. From then on you sign in with Google, with no password or second factor here.`,
  nameLabel: "Your name",
  submit: "Accept with Google",
  busy: "Waiting for Google…",
  /** Said in the status line under the button; the link still works. */
  problems: {
    "no-address": (_google: string | null, invited: string) => `That Google account has no e-mail address. Sign in with the Google account of ${invited}, or choose a password above.`,
    unverified: (google: string | null, invited: string) =>
      `Google has not verified the address of the account you chose${google ? ` (${google})` : ""}. Sign in with a verified Google account of ${invited}, or choose a password above.`,
    "other-address": (google: string | null, invited: string) =>
      `You signed in with Google as ${google ?? "another address"}, but this invitation is for ${invited}. Sign in with the Google account of ${invited}, or choose a password above. The invitation still works.`,
    failed: () => "Google sign-in did not finish. Try again, or choose a password above.",
    signIn: "Your account is ready, but signing in did not finish. Sign in with Google on the sign-in page.",
  } satisfies Record<GoogleAcceptProblem | "failed", (google: string | null, invited: string) => string> & { signIn: string },
} as const;
