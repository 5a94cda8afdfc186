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
  title: "Book your first call",
  description: `Pick a time for your ${minutes}-minute call with your ${service.contact}.`,
  path: "/book",
};

export const bookingCopy = {
  heading: `Book your ${minutes}-minute call now`,
  pageHeading: "Your first call",
  lead: `Pick a time that suits you and your ${service.contact} calls you then. Or skip this: they e-mail you ${service.reply} to agree a time.`,
  leadBooked: "Your call is booked. You can move it to another time or cancel it here.",
  zoneLegend: "Time zone",
  zoneLabel: "Show times in",
  zoneSubmit: "Show times",
  slotsLegend: "Choose a time",
  slotsHint: (zoneName: string) => `Times are in ${zoneName} time. Each day is a group of choices.`,
  noSlots: `No times are free before your booking window closes. Your ${service.contact} e-mails you ${service.reply} to agree a time.`,
  kindLegend: "How should we talk?",
  kinds: {
    phone: "Phone call: we call your number",
    video: "Video call: a meeting link comes with your invitation",
  },
  phoneLabel: "Phone number for the call",
  phoneHint: "Needed for a phone call only. Include the country code, for example +1 212 555 0100.",
  submitBook: "Book this call",
  submitMove: "Move my call to this time",
  cancelHeading: "Cancel the call",
  cancelNote: "Canceling frees the time. You can book a new one here while your booking window is open.",
  cancelSubmit: "Cancel my call",
  currentCaption: "Your call",
  currentLabels: { when: "When", kind: "How", with: "With", phone: "We call" },
  kindShort: { phone: "Phone call", video: "Video call" },
  moveHeading: "Move your call",
  slotLabel: (from: string, to: string, zone: string) => `${from} to ${to} ${zone}`,
  zoneName: (city: string, abbreviation: string) => `${city} (${abbreviation})`,
  notices: {
    booked: (when: string) => `Your call is booked for ${when}. We sent the invitation to your e-mail address.`,
    rescheduled: (when: string) => `Your call is moved to ${when}. We sent the updated invitation to your e-mail address.`,
    canceled: "Your call is canceled. We sent a cancellation to your e-mail address, which removes the call from your calendar.",
  },
  errors: {
    taken: "That time was just taken. Here are the nearest free ones.",
    past: "That time has passed. Here are the nearest free ones.",
    "too-soon": `That time is too soon for us to prepare. Here are the nearest free ones.`,
    "outside-hours": "We do not take calls at that time. Here are the nearest free ones.",
    "beyond-window": "That time is after your booking window closes. Here are the latest free ones.",
    "no-time": "Choose a time for the call first.",
    "phone-required": "Enter the phone number we should call, or choose a video call.",
    "phone-invalid": "That phone number could not be read. Use digits, spaces and a leading +, for example +1 212 555 0100.",
    "same-time": "Your call is already at that time. Choose another time to move it.",
    "was-canceled": "This call was canceled, so it cannot be moved. You can book a new time below.",
    "not-booked": "There is no booked call to cancel.",
    unavailable: "We could not save your choice just now. Nothing was booked; please try again in a minute.",
    "too-many": `This call has been changed many times today, so nothing was changed this time. Please try again tomorrow, or write to ${contactEmail} and quote your reference.`,
  },
  nearestCaption: "Nearest free times",
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
  buyerSubject: {
    booked: (when: string) => `Your call with ${brand} is booked: ${when}`,
    rescheduled: (when: string) => `Your call with ${brand} is moved: ${when}`,
    canceled: (when: string) => `Your call with ${brand} is canceled: ${when}`,
  },
  staffSubject: {
    booked: (reference: string, when: string) => `Call booked for ${reference}: ${when}`,
    rescheduled: (reference: string, when: string) => `Call moved for ${reference}: ${when}`,
    canceled: (reference: string, when: string) => `Call canceled for ${reference}: ${when}`,
  },
  buyerHeading: { booked: "Your call is booked", rescheduled: "Your call is moved", canceled: "Your call is canceled" },
  staffHeading: { booked: "A buyer booked a call with you", rescheduled: "A buyer moved their call", canceled: "A buyer canceled their call" },
  greeting: (firstName: string | null) => (firstName ? `Hello ${firstName},` : "Hello,"),
  buyerIntro: {
    booked: `Thank you for booking your first call. The invitation attached adds it to your calendar.`,
    rescheduled: "Your call has a new time. The invitation attached updates the event in your calendar.",
    canceled: "Your call is canceled. The attachment removes it from your calendar.",
  },
  factsCaption: "The call",
  labels: { when: "When", length: "Length", kind: "How", with: "With", phone: "We call", link: "Meeting link", reference: "Reference", buyer: "Buyer" },
  length: `${minutes} minutes`,
  kind: { phone: "Phone call", video: "Video call" },
  linkToFollow: "Your account manager sends the meeting link before the call.",
  noLink: "No meeting link on your profile: send the buyer one before the call.",
  manageHeading: "Change of plans?",
  manage: "Move or cancel the call",
  manageNote: "The link works until the call is over; it is yours alone, so please do not forward it.",
  bookAgain: "Book a new time",
  openLink: "Open the request in the admin area",
  location: {
    phone: (phone: string) => `Phone call: we call ${phone}`,
    video: (link: string) => `Video call: ${link}`,
    videoToFollow: "Video call: link to follow by e-mail",
  },
  buyerFooter: [
    [`You received this e-mail because you booked a call on the `, { text: company.siteUrl.host, href: company.siteUrl.href }, " site."],
    [`${brand} is run by ${company.legal.entityName}, ${company.legal.address}.`],
  ] satisfies Inline[][],
  staffFooter: `Sent by the ${brand} site to the admin taking the call.`,
} as const;
