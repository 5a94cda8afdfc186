import type { CurrentPasswordProblem, RecoveryProofProblem } from "@/features/auth/account/account-steps";

/** The account page's words (/admin/account): the signed-in admin's own sessions, password, codes and profile. */
export const accountPageCopy = {
  navLabel: "Account",
  title: "Your account",
  lead: "Your sessions, your password and recovery codes, and your profile. Everything here is about you only.",
  teamLink: "The team's list, and its owners' controls, are on the Team page.",
  /** The team page's link here. */
  accountLink: "Your sessions, password and recovery codes are on your Account page.",
  googleNoPassword:
    "You sign in with Google, so there is no password or recovery code to change here: your Google account's own settings keep them.",
  sessions: {
    heading: "Where you are signed in",
    caption: "Your signed-in sessions, the most recently active first",
    columns: { device: "Device", signedIn: "Signed in", lastActive: "Last active", action: "End" },
    unknownDevice: "Unknown device",
    thisOne: "This session",
    end: "End",
    endLabel: (device: string, signedIn: string) => `End the session on ${device}, signed in ${signedIn}`,
    endAll: "End all other sessions",
    lastActiveHint: "Last active is your last page or action there, to the minute.",
    none: "You are signed in here only.",
  },
  notices: {
    ended: "That session has ended: its next request meets the sign-in page.",
    "ended-none": "That session had already ended.",
    endedAll: (count: number) =>
      count === 0 ? "There were no other sessions to end." : `${count === 1 ? "1 other session has" : `${count} other sessions have`} ended: each meets the sign-in page at its next request.`,
    failed: "That did not work. Try again in a moment.",
  },
  password: {
    heading: "Change your password",
    currentLabel: "Current password",
    nextLabel: "New password",
    nextHint: "At least 12 characters. A few unrelated words make a long password that is easy to remember.",
    submit: "Change password",
    pending: "Changing…",
    saved: (ended: number) =>
      ended === 0 ? "Your password has changed." : `Your password has changed, and your ${ended === 1 ? "other session has" : `${ended} other sessions have`} ended.`,
    refused: "The password has not changed. Check the fields marked below.",
    current: {
      missing: "Enter your current password.",
      wrong: "That is not your current password.",
      "rate-limited": "Too many wrong passwords from this device. Wait a minute, then try again; each further failure makes the wait longer.",
    } satisfies Record<CurrentPasswordProblem, string>,
    missingNext: "Enter a new password.",
  },
  recovery: {
    heading: "New recovery codes",
    intro: (left: number) =>
      `You have ${left === 1 ? "1 unused recovery code" : `${left} unused recovery codes`}. Making new ones replaces all of them: the old ones stop working.`,
    proofLabel: "The code your app shows now, or a recovery code",
    proofHint: "Six digits from your authenticator app, or one of your unused recovery codes (it is spent).",
    submit: "Make ten new codes",
    pending: "Making…",
    shownOnce: "Your new recovery codes. Save them in your password manager or print them now: they are shown only this once, and your old codes no longer work.",
    listLabel: "New recovery codes",
    copy: "Copy the codes",
    copied: "Recovery codes copied.",
    copyFailed: "Copying is not available here: select the codes and copy them yourself.",
    print: "Print the codes",
    problems: {
      missing: "Enter the code your app shows now, or a recovery code.",
      malformed: "Enter six digits, or a recovery code as it was given (four groups of four letters and digits).",
      wrong: "That code is not right. Enter the code your app shows now, or a recovery code you have not used.",
      "rate-limited": "Too many wrong codes from this device. Wait a minute, then try again; each further failure makes the wait longer.",
      "no-factor": "Two-step sign-in is not set up for this account, so there are no recovery codes to replace.",
    } satisfies Record<RecoveryProofProblem, string>,
  },
  profileHeading: "Your profile",
} as const;
