/** The admin area's wording in one place: messages the server and the client components both show. */
export const signInMessages = {
  CredentialsSignin: "Invalid e-mail or password.",
  RateLimited: "Too many failed sign-in attempts from this device. Wait a minute, then try again; each further failure makes the wait longer.",
  GoogleNotAdmin: "This Google account is not an admin of this site.",
  SessionRequired: "Sign in to continue.",
  SignInExpired: "This sign-in has expired. Start again with your e-mail and password.",
  WrongCode: "That code is not right. Enter the code your app shows now, or a recovery code you have not used.",
  SecondFactorRequired: "This account signs in with a code from an authenticator app: use the sign-in form.",
  PasswordChangeRequired: "This account's password must be changed: use the sign-in form.",
  fallback: "Sign-in failed. Try again.",
} as const;

/** Shown in <noscript>: next-auth's CSRF token is fetched by script, so sign-in cannot work without it. */
export const signInNeedsScript = "Sign-in needs JavaScript. Enable it for this site, then reload the page.";

export function signInErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return code in signInMessages ? signInMessages[code as keyof typeof signInMessages] : signInMessages.fallback;
}

/** Why a new password was refused, in the words the admin reads (features/auth/password/password-rule.ts has the rule). */
export const passwordProblemMessages = {
  "too-short": "Use at least 12 characters. A few unrelated words make a long password that is easy to remember.",
  "too-long": "Use at most 256 characters.",
  personal:
    "Do not build the password from the company's name, the site's address or your own e-mail address: they are the first guesses an attacker tries.",
  common: "This is a common password or a single dictionary word, and attackers try those first. Choose another.",
  guessable:
    "This password is too easy to guess: it follows a common pattern (a repeat, a sequence, a keyboard row, or a common password with a few characters added). Add more unrelated words.",
} as const;

/** The second factor's and the password-change step's wording. */
export const secondFactorCopy = {
  enrollTitle: "Set up two-step sign-in",
  enrollIntro:
    "Admins sign in with a password and a six-digit code from an authenticator app on your phone or computer (for example Google Authenticator, Microsoft Authenticator, 1Password or Bitwarden).",
  scanStep: "Scan this QR code with your authenticator app.",
  qrAlt: "QR code that adds this site's admin sign-in to an authenticator app. If you cannot scan it, enter the setup key shown below instead.",
  keyStep: "Or enter this setup key in the app (time-based, 6 digits, every 30 seconds):",
  keyLabel: "Setup key",
  keySpelledIntro: "The setup key, character by character:",
  copyKey: "Copy the setup key",
  copied: "Setup key copied.",
  copyFailed: "Copying is not available here: select the key and copy it yourself.",
  confirmStep: "Then enter the six-digit code the app shows, to confirm it is set up.",
  codeLabel: "Six-digit code",
  confirm: "Confirm",
  confirming: "Checking…",
  recoveryTitle: "Save your recovery codes",
  recoveryIntro:
    "If you lose your phone, each of these codes signs you in once instead of a six-digit code. Save them in your password manager or print them now: they are shown only this once.",
  recoveryListLabel: "Recovery codes",
  copyCodes: "Copy the recovery codes",
  codesCopied: "Recovery codes copied.",
  continue: "I have saved them: continue",
  continueSignIn: "Continue signing in",
  verifyTitle: "Enter your sign-in code",
  verifyIntro: "Open your authenticator app and enter the six-digit code it shows for this site.",
  verifyCodeLabel: "Six-digit code or recovery code",
  verify: "Sign in",
  verifying: "Signing in…",
  recoveryHint: "Lost your phone? Enter one of your recovery codes instead. Without them, ask a colleague to reset your second factor.",
  changeTitle: "Choose a new password",
  changeIntro:
    "Your password no longer meets the site's rule: it is short, common or easy to guess. Choose a new one before you continue.",
  newPasswordLabel: "New password",
  repeatPasswordLabel: "Repeat the new password",
  passwordHint: "At least 12 characters. No other rules: a few unrelated words work well.",
  change: "Save the new password",
  changing: "Saving…",
  mismatch: "The two passwords differ.",
  restart: "Start again",
} as const;

/** Why a step of the sign-in could not go on. */
export const signInStepMessages = {
  expired: "This sign-in has expired. Start again with your e-mail and password.",
  wrongCode: "That code is not right. Enter the code your app shows now, or a recovery code you have not used.",
  malformedCode: "Enter the six digits your app shows, or a recovery code.",
  alreadyEnrolled: "Two-step sign-in is already set up for this account.",
} as const;

export const actionMessages = {
  sessionEnded: "Your session has ended. Sign in again to continue.",
  notFound: "This request no longer exists. It may have been deleted.",
  invalid: "That change could not be read. Reload the page and try again.",
  transition: "That status change is not allowed from the current status.",
  failed: "The change could not be saved. Try again.",
} as const;

/** A request's page, and what stands in for it when the address matches no stored request. */
export const requestPageCopy = {
  backLink: "← All requests",
  notFound: {
    heading: "No such request",
    lead: "No stored request has this address. It may have been deleted, or the link may be incomplete.",
  },
} as const;

/** The visitor-data page: one address, its requests, a copy, an erasure. */
export const visitorDataMessages = {
  invalid: "Enter the whole e-mail address the visitor used in the form, like name@company.com.",
  confirm: "Check the box to confirm the erasure, then press the button again. Nothing was erased.",
  erased: (count: number) =>
    count === 0 ? "There was nothing to erase: no request from this address remains." : `Erased ${count} request${count === 1 ? "" : "s"} from this address, with their notes and history.`,
} as const;

/** The lead desk: who owns each request, when its reply is due, what to come back to. */
export const leadDeskCopy = {
  viewsLabel: "Lead desk views",
  views: { all: "All requests", mine: "Mine", unassigned: "Unassigned", followUps: "Follow-ups due" },
  overdue: {
    heading: "Needs a reply",
    count: (count: number, capped: boolean) => `${capped ? "At least " : ""}${count} overdue`,
    explain: "New requests past their reply due time, with no call or e-mail logged.",
    link: "Show new requests, oldest first",
  },
  columns: {
    reference: "Reference",
    received: "Received",
    age: "Age",
    replyDue: "Reply due",
    name: "Name",
    company: "Company",
    owner: "Owner",
    roles: "Roles",
    budget: "Budget",
    status: "Status",
    followUp: "Follow-up",
  },
  overdueBadge: "Overdue",
  replied: "Answered",
  nobody: "Nobody",
  you: "You",
  ownerSection: "Owner and reply",
  currentOwner: "Owner",
  assignLabel: "Assign to",
  assignMe: "Me",
  assignButton: "Assign",
  assignMeButton: "Assign to me",
  assigned: (owner: string | null) => (owner ? `Assigned to ${owner}.` : "The request now has no owner."),
  unknownAdmin: "That admin is not in the team directory.",
  received: "Received",
  age: "Age",
  replyDue: "Reply due",
  followUp: "Next follow-up",
  noFollowUp: "None set",
  followUps: {
    title: "Follow-ups due",
    lead: "Requests with a follow-up date of today or earlier, earliest first. Logging a note without a follow-up date clears it.",
    empty: "No follow-ups are due. Set one when you add a note.",
    caption: "Requests to come back to, earliest follow-up first",
  },
  replyByEmail: "Reply by e-mail",
  replyHint: "Opens your e-mail program with the reference in the subject. Log what you sent as an e-mail note.",
  replySubject: (reference: string, brand: string) => `Your ${brand} request ${reference}`,
} as const;

/** The note form: what kind of contact it records, and when to come back. */
export const noteFormCopy = {
  kindLabel: "Type",
  bodyLabel: "Add an internal note",
  hint: "Visible to admins only. Notes cannot be edited or removed once added. Log a call or an e-mail to the buyer as such: it answers the request.",
  followUpLabel: "Follow-up date (optional)",
  followUpHint: "The request appears under “Follow-ups due” from this day on.",
  submit: "Add note",
  pending: "Adding…",
  added: "Note added.",
} as const;

/** The timeline's words for each kind of entry. */
export const timelineCopy = {
  heading: "Timeline",
  listLabel: "Timeline",
  website: "the website",
  empty: "Nothing has happened yet.",
  status: (label: string) => `Status changed to ${label}`,
  firstStatus: "Request received",
  assigned: (owner: string) => `Assigned to ${owner}`,
  unassigned: "Owner removed",
  followUp: (date: string) => `Follow up on ${date}`,
  channels: {
    "buyer-confirmation": "Confirmation to the buyer",
    "staff-alert": "Alert to the sales inbox",
    webhook: "Webhook",
    "call-buyer": "Call invitation to the buyer",
    "call-staff": "Call invitation to the admin",
  },
  outcomes: { queued: "queued", sent: "sent", failed: "failed", bounced: "bounced" },
  buyer: "the buyer",
  call: {
    booked: (when: string, admin: string) => `Call booked for ${when} with ${admin}`,
    rescheduled: (when: string, admin: string) => `Call moved to ${when} with ${admin}`,
    canceled: (when: string, admin: string) => `Call for ${when} with ${admin} canceled`,
  },
} as const;

/** Today's and upcoming calls the buyers booked. */
export const callsPageCopy = {
  navLabel: "Calls",
  title: "Today's and upcoming calls",
  lead: "Calls buyers booked, earliest first, on the team's clock. Moved calls show at their new time; canceled ones are gone from here and stay on their request's timeline.",
  caption: "Booked calls, earliest first",
  columns: { when: "When", reference: "Request", buyer: "Buyer", admin: "With", kind: "How", phone: "Number or link" },
  kinds: { phone: "Phone call", video: "Video call" },
  today: "Today",
  empty: "No calls are booked for today or the days ahead.",
  gone: "Request erased",
  noLink: "No meeting link on the profile",
  you: (name: string) => `${name} (you)`,
} as const;

/** The team page: the admin directory, and the signed-in admin's own profile. */
export const teamPageCopy = {
  navLabel: "Team",
  title: "Team",
  lead: "Every admin, from their first sign-in. Requests can be assigned to anyone listed here.",
  caption: "Admins, by name",
  columns: { name: "Name", email: "E-mail", takesCalls: "Takes calls", daysOff: "Days off" },
  yes: "Yes",
  no: "No",
  none: "None",
  noName: "No name given",
  profileHeading: "Your profile",
  nameLabel: "Your name",
  nameHint: "Shown to colleagues in the team list.",
  takesCallsLabel: "I take calls from buyers",
  daysOffLegend: "Days off",
  daysOffHint: "Weekdays you do not work.",
  meetingUrlLabel: "Your video meeting link",
  meetingUrlHint: "An https address, such as your personal meeting room. Buyers who book a video call with you get it in their invitation.",
  submit: "Save profile",
  pending: "Saving…",
  saved: "Profile saved.",
  invalid:
    "The profile could not be read: a name has at most 100 characters, and a meeting link is a full https address with no spaces, quotes or angle brackets and no user name or password in it.",
  /** Said to the owner of a link stored before that rule existed that fails it: buyers are told a link will follow. */
  unusableMeetingUrl:
    "Error: Buyers do not get your saved meeting link: it holds spaces, quotes, angle brackets or a user name or password. Enter it again as your meeting app gives it, and save.",
} as const;

/** The admin area's own compact header: staff work leads here, so no marketing navigation or footer. */
export const adminShellCopy = {
  brandSuffix: "admin",
  publicSite: "View the public site",
} as const;

export const adminTableCopy = {
  /** Said before a table's caption when its scroll area takes focus: what the stop is for, in other words than the table's. */
  scrollArea: "Scrollable table:",
} as const;

/** The dashboard's notices about the data itself: a scheduled backup that failed, messages held after a restore. */
export const dataSafetyCopy = {
  backupFailed: {
    heading: "The last scheduled backup failed",
    body: (day: string, error: string) => `The backup of ${day} was not made: ${error}. The server tries again at the next day's backup time; the log line data.backup_failed has the details.`,
  },
  backupUnfinished: {
    heading: "The last scheduled backup did not finish",
    body: (day: string) => `The backup of ${day} was started but never finished (its server stopped part-way). The server tries again at the next day's backup time.`,
  },
  held: {
    heading: "Messages held after a restore",
    body: (count: number) =>
      `The data was restored from a backup, and ${count === 1 ? "1 message was" : `${count} messages were`} waiting to be sent in it. ${count === 1 ? "It" : "They"} may have gone out after the backup was taken, so nothing is sent until you release ${count === 1 ? "it" : "them"}. Check the requests' timelines first.`,
    release: (count: number) => `Send the ${count === 1 ? "held message" : `${count} held messages`}`,
    released: (count: number) => `Released ${count === 1 ? "1 held message" : `${count} held messages`}: ${count === 1 ? "it goes" : "they go"} out now.`,
  },
} as const;
