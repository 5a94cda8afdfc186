import { service } from "@/platform/config/service-promise";
import { MAX_DATES_OFF_DAYS, MAX_TEAM_NAME_LENGTH } from "@/features/team/profile";

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
  ownersOnly: "Only an owner of the team can do that. Ask an owner (listed on the Team page).",
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

/** The status section: the workflow's next step, and what a change said. */
export const statusControlCopy = {
  current: "Current status:",
  label: "Change status to",
  submit: "Change status",
  pending: "Saving…",
  changed: (label: string) => `Status changed to ${label}.`,
  /** Said with the status shown again after the server refused the change. */
  stillIs: (reason: string, label: string) => `${reason} The status is still ${label}.`,
  /** Without JavaScript the page shows the status as stored; the form cannot know which it was. */
  unchanged: (reason: string) => `${reason} The status has not changed.`,
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
  outcomes: { queued: "queued", sent: "sent", failed: "failed", bounced: "bounced" },
  buyer: "the buyer",
  call: {
    booked: (when: string, admin: string) => `Call booked for ${when} with ${admin}`,
    rescheduled: (when: string, admin: string) => `Call moved to ${when} with ${admin}`,
    canceled: (when: string, admin: string) => `Call for ${when} with ${admin} canceled`,
    "handed-over": (when: string, admin: string) => `Call for ${when} handed to ${admin}`,
  },
} as const;

/** A booked call as the desk shows it: on a request's page, and flagged in the calls view. */
export const callPanelCopy = {
  heading: "Upcoming call",
  none: "No call is booked for this request. The buyer can book one from their confirmation e-mail while their booking window is open.",
  labels: { when: "When", buyerClock: "On the buyer's clock", kind: "How", with: "With", phone: "Number", link: "Meeting link" },
  kinds: { phone: "Phone call", video: "Video call" },
  sameClock: "The same as the team's",
  unknownClock: "Not known: the buyer's time zone is not on the form's list",
  noLink: "No meeting link yet: the buyer gets it in an updated invitation once the admin adds one on the team page.",
  attention: {
    "owner-changed": (admin: string, owner: string) => `Needs a decision: the lead is now ${owner}'s, but the call is still with ${admin}, who keeps it unless you move it.`,
    "admin-unavailable": (admin: string) => `Needs a decision: ${admin} is not free at that time (a day off, or not taking calls). Move the call to someone who is, or keep it with ${admin}.`,
  },
  flagBadge: "Needs a decision",
  decisionLabel: "What to do with the call",
  moveTo: (name: string) => `Move it to ${name}`,
  keepWith: (name: string) => `Keep it with ${name}`,
  nobodyFree: "Nobody else is free at that time.",
  decide: "Save the decision",
  moveHint: "Only admins free at the call's time are listed. Moving sends the buyer an updated invitation and each admin theirs.",
  cancelLink: "Cancel this call…",
  confirmCancel: (when: string) => `Cancel the call on ${when}? The buyer is told, with a link to book a new time.`,
  confirmCancelButton: "Yes, cancel the call",
  keepCall: "Keep the call",
  notices: {
    moved: "The call is moved. The buyer and both admins get updated invitations.",
    kept: "The call stays where it is and is no longer flagged.",
    canceled: "The call is canceled. The buyer is told and can book a new time.",
    "no-call": "There is no upcoming call to change: it may have been canceled or already taken place.",
    "same-admin": "The call is already with that admin.",
    "unknown-admin": "That admin is not in the team directory.",
    "not-free": "That admin is not free at the call's time, so the call stays where it is.",
    taken: "That admin was just booked at the call's time, so the call stays where it is.",
    changed: "The call changed in the meantime (the buyer moved or canceled it, or a colleague acted first). Check it below and try again.",
    invalid: "That change could not be read. Reload the page and try again.",
    failed: "The change could not be saved. Try again.",
  },
} as const;

/** Today's and upcoming calls the buyers booked. */
export const callsPageCopy = {
  navLabel: "Calls",
  title: "Today's and upcoming calls",
  lead: "Calls buyers booked, earliest first, on the team's clock with the buyer's beside it. Moved calls show at their new time; canceled ones are gone from here and stay on their request's timeline. A call whose lead changed hands, or whose admin is off then, is flagged for a decision.",
  caption: "Booked calls, earliest first",
  columns: { when: "When", reference: "Request", buyer: "Buyer", admin: "With", kind: "How", phone: "Number or link" },
  kinds: { phone: "Phone call", video: "Video call" },
  today: "Today",
  empty: "No calls are booked for today or the days ahead.",
  gone: "Request erased",
  noLink: "No meeting link on the profile",
  you: (name: string) => `${name} (you)`,
  buyerClock: (time: string) => `Buyer: ${time}`,
  attention: {
    "owner-changed": (owner: string) => `The lead is now ${owner}'s.`,
    "admin-unavailable": "Not free at that time.",
  },
} as const;

/** The team page: the admin directory, and the signed-in admin's own profile. */
export const teamPageCopy = {
  navLabel: "Team",
  title: "Team",
  lead: "Every admin, from their first sign-in. Requests can be assigned to anyone listed here. Buyers can book calls with each admin who takes calls and has given a name, inside that admin's own hours.",
  caption: "Admins, by name",
  columns: { name: "Name", email: "E-mail", takesCalls: "Offered to buyers", hours: "Hours", daysOff: "Days off" },
  yes: "Yes",
  no: "No",
  notUntilNamed: "Not until they give a name",
  none: "None",
  noName: "No name given",
  teamHours: (hours: string) => `${hours} (the team's)`,
  hoursRange: (opens: string, closes: string, zone: string) => `${opens} to ${closes}, ${zone}`,
  dateRange: (start: string, end: string) => `${start} to ${end}`,
  profileHeading: "Your profile",
  nameLabel: "Your name",
  nameHint: "Shown to colleagues in the team list, and to buyers who book a call with you. Needed to take calls: buyers see a person's name, never an address.",
  takesCallsLabel: "I take calls from buyers",
  morningDigestLabel: "Send me the morning digest",
  morningDigestHint:
    "At the start of each business day: your follow-ups due, the leads overdue or due that day (yours and those nobody owns), and your calls, by reference and time. Reminders before a reply is due and alerts when it is late still come.",
  hoursLegend: "Your working hours",
  hoursHint: (teamHours: string) =>
    `Buyers are offered calls with you inside these hours, on your clock, and only at times that fall in their own day too. The team's hours are ${teamHours}; keep them, or set your own.`,
  timeZoneLabel: "Your time zone",
  opensLabel: "Start of your day",
  closesLabel: "End of your day",
  daysOffLegend: "Weekdays you do not work",
  daysOffHint: "Every week, on your own calendar.",
  datesOffLegend: "Dates off",
  datesOffHint: `A day, or a range of up to ${MAX_DATES_OFF_DAYS} days. Buyers are not offered calls with you on those days, on your own calendar.`,
  keptHint: "Untick a date to remove it when you save. Dates that are over are removed by themselves.",
  newStartLabel: "First day off",
  newEndLabel: "Last day off (leave empty for one day)",
  meetingUrlLabel: "Your video meeting link",
  meetingUrlHint: "An https address, such as your personal meeting room. Buyers who book a video call with you get it in their invitation.",
  submit: "Save profile",
  pending: "Saving…",
  saved: "Profile saved.",
  invalid: "The profile was not saved: correct the fields marked below, then save again.",
  problems: {
    name: {
      invalid: `A name has at most ${MAX_TEAM_NAME_LENGTH} characters, on one line.`,
      "needed-for-calls": "Give the name buyers will see, or untick \u201cI take calls from buyers\u201d.",
    },
    meetingUrl: { invalid: "A meeting link is a full https address with no spaces, quotes or angle brackets and no user name or password in it." },
    daysOff: { invalid: "Choose weekdays from the list." },
    timeZone: { invalid: "Choose a time zone from the list." },
    opens: { invalid: "Enter a time such as 09:00." },
    closes: { invalid: "Enter a time such as 17:30.", "not-after-opens": "The end of your day comes after its start, on the same day." },
    newDatesOffStart: {
      invalid: "Enter a date such as 2026-04-03.",
      past: "A date off cannot be in the past.",
      "too-many": "Remove a date off before adding another.",
    },
    newDatesOffEnd: {
      invalid: "Enter a date such as 2026-04-10, or leave it empty for one day.",
      "before-start": "The last day off cannot come before the first.",
      "too-long": `Dates off cover at most ${MAX_DATES_OFF_DAYS} days at a time.`,
    },
  },
  /** Said to the owner of a link stored before that rule existed that fails it: buyers are told a link will follow. */
  unusableMeetingUrl:
    "Error: Buyers do not get your saved meeting link: it holds spaces, quotes, angle brackets or a user name or password. Enter it again as your meeting app gives it, and save.",
} as const;

/** The dashboard's warning when buyers cannot book, or some who take calls are not offered to them. */
export const callReadinessCopy = {
  nobodyHeading: "Buyers cannot book a call",
  nobody: `Nobody is offered to buyers: an admin is offered once they take calls and have given a name on the Team page. Until then the confirmation page tells buyers their ${service.contact} e-mails them ${service.reply} to agree a time.`,
  unnamedHeading: "Not offered to buyers until they give a name",
  unnamed: "These admins take calls, but buyers are not offered times with them until they give a name on the Team page:",
  teamLink: "Open the Team page",
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

/** The dashboard's notices about the data itself: a scheduled backup that failed, replies that never reached the buyer, messages held after a restore. */
export const dataSafetyCopy = {
  backupFailed: {
    heading: "The last scheduled backup failed",
    body: (day: string, error: string) => `The backup of ${day} was not made: ${error}. The server tries again at the next day's backup time; the log line data.backup_failed has the details.`,
  },
  backupUnfinished: {
    heading: "The last scheduled backup did not finish",
    body: (day: string) => `The backup of ${day} was started but never finished (its server stopped part-way). The server tries again at the next day's backup time.`,
  },
  failedReplies: {
    heading: "Replies that did not reach the buyer",
    body: "The mail server gave up on these replies written on the desk, so their leads wait for a reply again. Open each request: its timeline says what the server answered.",
    item: (reference: string, failedAt: string) => `${reference}, given up on ${failedAt}`,
  },
  held: {
    heading: "Messages held after a restore",
    body: (count: number) =>
      `The data was restored from a backup, and ${count === 1 ? "1 message was" : `${count} messages were`} waiting to be sent in it. ${count === 1 ? "It" : "They"} may have gone out after the backup was taken, so nothing is sent until you release ${count === 1 ? "it" : "them"}. Check the requests' timelines first.`,
    release: (count: number) => `Send the ${count === 1 ? "held message" : `${count} held messages`}`,
    released: (count: number) => `Released ${count === 1 ? "1 held message" : `${count} held messages`}: ${count === 1 ? "it goes" : "they go"} out now.`,
  },
} as const;
