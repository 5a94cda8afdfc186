import { formDuration } from "@/features/delegation/form-copy";
import { service } from "@/platform/config/service-promise";
import type { HeroContent, PageMeta } from "@/platform/page/content-shapes";

/** Copy for the confirmation page a stored request lands on (/delegation-tasks-guide/form/sent). */

export const requestSentMeta: PageMeta = {
  title: "Request sent",
  description: `Your request for marketing talent is in. Your ${service.contact} replies ${service.reply}; here is your reference and what happens next.`,
  path: "/delegation-tasks-guide/form/sent",
};

export const requestSentHero: HeroContent = {
  eyebrow: "Request sent",
  title: "Thank you, your request is in",
  lead: "Keep the reference below: quote it if you contact us about this request.",
};

export const requestSentCopy = {
  referenceLabel: "Your reference",
  nextHeading: "What happens next",
  next: [
    `Your ${service.contact} e-mails you ${service.reply} to book a 20-minute call.`,
    `You receive two or three vetted candidate profiles ${service.shortlist}.`,
    `You interview the candidates you like and choose one; your specialist can start ${service.start} of that decision.`,
  ],
  summaryHeading: "What you sent",
  summaryNote:
    "This summary is kept only in this browser tab, so you can check your answers; it is never sent anywhere and disappears when you close the tab.",
  anotherLabel: "Send another request",
  backLabel: "Back to the delegation guide",
} as const;

/** Shown when the address holds no reference in the shape we issue: nothing was looked up, nothing is revealed. */
export const requestSentMissingMeta = {
  title: "No request reference here",
  description: "This address does not hold a request reference. If you sent a request, the reference is in the page you saw after sending it.",
} as const;

export const requestSentMissingHero: HeroContent = {
  eyebrow: "Request sent",
  title: requestSentMissingMeta.title,
  lead: `This address does not hold a request reference we issued. If you meant to send a request, the form takes ${formDuration}.`,
  primary: { label: "Go to the request form", href: "/delegation-tasks-guide/form" },
};
