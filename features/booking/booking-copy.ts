import { company } from "@/platform/config/company";
import { callSettings } from "@/features/booking/slots";
import type { Inline } from "@/platform/mail/document";
import { brand, service } from "@/platform/config/service-promise";
import type { PageMeta } from "@/platform/page/content-shapes";

/**
 * The words of the booking step: the form on the confirmation page and at the e-mails' link, what each
 * refusal says, and the two invitations (features/booking/messages.ts). Every refusal says what happened and
 * what to do next, since a buyer cannot see why a time went.
 */

const minutes = callSettings.callMinutes;
const contactEmail = company.email;

export const bookingPageMeta: PageMeta = {
  title: "Your first call",
  description: `Pick a time for your ${minutes}-minute call with your ${service.contact}.`,
  path: "/book",
};

export const bookingCopy = {
  heading: `Book your ${minutes}-minute call now`,
  bookedHeading: "Your call is booked",
  pageHeading: "Your first call",
  pageLead: `Book, move or cancel your free ${minutes}-minute call with your ${service.contact}.`,
  lead: `Pick a time that suits you and your ${service.contact} calls you then. Or skip this: they e-mail you ${service.reply} to agree a time.`,
  leadBooked: "You can move it to another time or cancel it here.",
  /** Said when no admin takes this request's calls (launch day, or an owner who does not): never "fully booked". */
  nobodyHeading: `Your ${minutes}-minute call`,
  nobody: `Your ${service.contact} e-mails you ${service.reply} to agree a time for your ${minutes}-minute call. There is nothing more to do until then.`,
  zoneLegend: "Time zone",
  zoneLabel: "Show times in",
  zoneSubmit: "Show times",
  daysHeading: "Days with free times",
  dayCount: (count: number) => `${count} ${count === 1 ? "time" : "times"}`,
  timesLegend: (day: string) => `Times on ${day}`,
  slotsHint: (zoneName: string) => `Times are in ${zoneName}. Each call is ${minutes} minutes.`,
  noneFree: `No times are free before your booking window closes. Your ${service.contact} e-mails you ${service.reply} to agree a time.`,
  noOverlap: (from: string, to: string, zoneName: string) =>
    `None of our free times falls between ${from} and ${to} ${zoneName} time before your booking window closes. Your ${service.contact} e-mails you ${service.reply} to agree a time that suits you; you can also write to ${contactEmail} and quote your reference.`,
  kindLegend: "How should we talk?",
  kinds: {
    phone: "Phone call: we call your number",
    video: "Video call: the meeting link comes by e-mail",
  },
  phoneLabel: "Phone number for the call",
  phoneHint: "Needed for a phone call only. Include the country code, for example +1 212 555 0100.",
  submitBook: "Book this call",
  submitMove: "Move my call to this time",
  moveHeading: "Move your call",
  cancelHeading: "Cancel your call",
  cancelOpen: "Cancel my call",
  cancelQuestion: (when: string) => `Cancel your call on ${when}?`,
  cancelNote: "Canceling frees the time. You can book a new one here while your booking window is open.",
  cancelSubmit: "Yes, cancel my call",
  cancelKeep: "No, keep my call",
  currentCaption: "Your call",
  currentLabels: { when: "When", kind: "How", with: "With", phone: "We call" },
  kindShort: { phone: "Phone call", video: "Video call" },
  slotLabel: (from: string, to: string, zone: string) => `${from} to ${to} ${zone}`,
  zoneName: (city: string, abbreviation: string) => `${city} (${abbreviation})`,
  summaryHeading: "There is a problem",
  /** Each success, as the page's title starts while it shows it. */
  outcomeTitles: {
    booked: "Your call is booked",
    rescheduled: "Your call is moved",
    canceled: "Your call is canceled",
    zone: (zoneName: string) => `Times in ${zoneName} time`,
  },
  notices: {
    booked: (when: string) => `Your call is booked for ${when}. We sent the invitation to your e-mail address.`,
    rescheduled: (when: string) => `Your call is moved to ${when}. We sent the updated invitation to your e-mail address.`,
    canceled: "Your call is canceled. We sent a cancellation to your e-mail address, which removes the call from your calendar.",
    zone: (zoneName: string) => `Times are now shown in ${zoneName}.`,
  },
  errors: {
    taken: "That time was just taken. Choose another time: the day shown has the nearest free ones.",
    past: "That time has passed. Choose another time: the day shown has the nearest free ones.",
    "too-soon": "That time is too soon for us to prepare. Choose another time: the day shown has the nearest free ones.",
    "outside-hours": "We do not take calls at that time. Choose another time: the day shown has the nearest free ones.",
    "beyond-window": "That time is after your booking window closes. Choose another time: the day shown has the latest free ones.",
    "no-time": "Choose a time for the call first.",
    "phone-required": "Enter the phone number we should call, or choose a video call.",
    "phone-invalid": "That phone number could not be read. Use digits, spaces and a leading +, for example +1 212 555 0100.",
    "same-time": "Your call is already at that time. Choose another time to move it.",
    "was-canceled": "This call was canceled, so it cannot be moved. You can book a new time below.",
    "not-booked": "There is no booked call to cancel.",
    "unknown-zone": "Choose a time zone from the list.",
    unavailable: "We could not save your choice just now. Nothing was changed; please try again in a minute.",
    "too-many": `This call has been changed many times today, so nothing was changed this time. Please try again tomorrow, or write to ${contactEmail} and quote your reference.`,
  },
  canceledStatus: (when: string) => `Your call for ${when} was canceled. You can book a new time below.`,
  stopped: {
    tampered: {
      title: "This booking link does not work",
      body: `The link is incomplete or was changed. Use the link in your confirmation e-mail exactly as sent, or write to ${contactEmail} and quote your reference.`,
    },
    expired: {
      title: "This booking link has expired",
      body: `The time to book from this link is over. Your ${service.contact} will reach you by e-mail; you can also write to ${contactEmail} and quote your reference.`,
    },
    erased: {
      title: "This request no longer exists",
      body: `The request this link belonged to was erased, as our privacy policy provides, and with it any call. To talk to us again, send a new request.`,
    },
    over: {
      title: "Your call has taken place",
      body: `This link no longer changes anything. For anything else, write to ${contactEmail} and quote your reference.`,
    },
  },
  newRequest: { label: "Send a new request", href: "/delegation-tasks-guide/form" },
} as const;

export const callMailCopy = {
  title: (reference: string) => `${brand} call about ${reference}`,
  /** The buyer's name in the invitation when the form's name field was empty: never their address. */
  unnamedBuyer: "Buyer",
  buyerSubject: {
    booked: (when: string) => `Your call with ${brand} is booked: ${when}`,
    rescheduled: (when: string) => `Your call with ${brand} is moved: ${when}`,
    canceled: (when: string) => `Your call with ${brand} is canceled: ${when}`,
    withdrawn: (when: string) => `Your call with ${brand} is canceled: ${when}`,
    "new-host": (when: string, name: string | null) => (name ? `Your call with ${brand} is now with ${name}: ${when}` : `Your call with ${brand} has a new ${service.contact}: ${when}`),
    "new-link": (when: string) => `The meeting link for your call with ${brand}: ${when}`,
  },
  staffSubject: {
    booked: (reference: string, when: string) => `Call booked for ${reference}: ${when}`,
    rescheduled: (reference: string, when: string) => `Call moved for ${reference}: ${when}`,
    canceled: (reference: string, when: string) => `Call canceled for ${reference}: ${when}`,
    withdrawn: (reference: string, when: string) => `Call canceled for ${reference}: ${when}`,
    "handed-to-you": (reference: string, when: string) => `Call handed to you for ${reference}: ${when}`,
    "handed-away": (reference: string, when: string) => `Call handed to a colleague for ${reference}: ${when}`,
  },
  buyerHeading: {
    booked: "Your call is booked",
    rescheduled: "Your call is moved",
    canceled: "Your call is canceled",
    withdrawn: "Your call is canceled",
    "new-host": `Your call has a new ${service.contact}`,
    "new-link": "Your meeting link",
  },
  staffHeading: {
    booked: "A buyer booked a call with you",
    rescheduled: "A buyer moved their call",
    canceled: "A buyer canceled their call",
    withdrawn: "The call is canceled",
    "handed-to-you": "A call is now yours",
    "handed-away": "Your call is now a colleague's",
  },
  greeting: (firstName: string | null) => (firstName ? `Hello ${firstName},` : "Hello,"),
  buyerIntro: {
    booked: `Thank you for booking your first call. The invitation attached adds it to your calendar.`,
    rescheduled: "Your call has a new time. The invitation attached updates the event in your calendar.",
    canceled: "Your call is canceled. The attachment removes it from your calendar.",
    withdrawn: `Your ${service.contact} had to cancel your call; we are sorry for the change of plans. The attachment removes it from your calendar.`,
    "new-host": (name: string | null) =>
      `${name ?? `Another ${service.contact} from our team`} takes your call, at the same time. The invitation attached updates the event in your calendar.`,
    "new-link": "Here is the meeting link for your call. The invitation attached updates the event in your calendar with it.",
    /** A link sent before and since removed: the update says so rather than leave a dead link in the calendar. */
    linkWithdrawn: `The meeting link we sent for your call no longer works. You get the new one in an updated invitation as soon as your ${service.contact} adds it.`,
  },
  staffIntro: {
    withdrawn: (by: string | null) => `${by ?? "A colleague"} canceled the call on the request's page. The buyer was told and can book a new time.`,
    "handed-to-you": "The request's call moved to you, at the same time. The buyer has an updated invitation with your name and meeting link.",
    "handed-away": (to: string | null) => `The call moved to ${to ?? "a colleague"} with the request. The attachment removes it from your calendar.`,
  },
  factsCaption: "The call",
  labels: { when: "When", length: "Length", kind: "How", with: "With", phone: "We call", link: "Meeting link", reference: "Reference", buyer: "Buyer" },
  length: `${minutes} minutes`,
  kind: { phone: "Phone call", video: "Video call" },
  /** Kept: a link added later reaches the buyer in an updated invitation (features/booking/link-updates.ts). */
  linkToFollow: `Not yet: it comes in an updated invitation as soon as your ${service.contact} adds it.`,
  noLink: "No meeting link on your profile yet. Add one on the team page: the buyer gets it in an updated invitation.",
  addLink: "Add your meeting link",
  manageHeading: "Change of plans?",
  manage: "Move or cancel the call",
  manageNote: "The link works until the call is over; it is yours alone, so please do not forward it.",
  bookAgainHeading: "Book a new time",
  bookAgain: "Book a new time",
  bookAgainNote: (closes: string) => `The link books a new call until ${closes}; it is yours alone, so please do not forward it.`,
  openLink: "Open the request in the admin area",
  location: {
    phone: (phone: string) => `Phone call: we call ${phone}`,
    video: (link: string) => `Video call: ${link}`,
    videoToFollow: "Video call: the link comes in an updated invitation",
  },
  buyerFooter: [
    [`You received this e-mail because you booked a call on the `, { text: company.siteUrl.host, href: company.siteUrl.href }, " site."],
    [`${brand} is run by ${company.legal.entityName}, ${company.legal.address}.`],
  ] satisfies Inline[][],
  staffFooter: `Sent by the ${brand} site to the admin taking the call.`,
} as const;

/** What the admin area's timeline calls the call's two invitations (features/booking/outbox-channels.ts). */
export const callMessageLabels = {
  buyer: "Call invitation to the buyer",
  staff: "Call invitation to the admin",
} as const;
