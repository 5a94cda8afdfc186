/** The admin area's wording in one place: messages the server and the client components both show. */
export const signInMessages = {
  CredentialsSignin: "Invalid e-mail or password.",
  RateLimited: "Too many failed sign-in attempts from this device. Wait a minute, then try again; each further failure makes the wait longer.",
  GoogleNotAdmin: "This Google account is not an admin of this site.",
  SessionRequired: "Sign in to continue.",
  fallback: "Sign-in failed. Try again.",
} as const;

/** Shown in <noscript>: next-auth's CSRF token is fetched by script, so sign-in cannot work without it. */
export const signInNeedsScript = "Sign-in needs JavaScript. Enable it for this site, then reload the page.";

export function signInErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return code in signInMessages ? signInMessages[code as keyof typeof signInMessages] : signInMessages.fallback;
}

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
  channels: { "buyer-confirmation": "Confirmation to the buyer", "staff-alert": "Alert to the sales inbox", webhook: "Webhook" },
  outcomes: { queued: "queued", sent: "sent", failed: "failed", bounced: "bounced" },
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
  submit: "Save profile",
  pending: "Saving…",
  saved: "Profile saved.",
  invalid: "The profile could not be read: a name has at most 100 characters.",
} as const;

/** The admin area's own compact header: staff work leads here, so no marketing navigation or footer. */
export const adminShellCopy = {
  brandSuffix: "admin",
  publicSite: "View the public site",
} as const;
