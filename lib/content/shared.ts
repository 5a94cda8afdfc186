import { site } from "@/lib/site";
import { formDuration } from "@/lib/content/request-form-copy";
import { figures } from "../promised-figures";
import { replyPromise } from "./reply-promise";
import type { CtaBandContent, LinkItem } from "./types";

export { figures, formDuration };

/** The brand's name, from the company's configuration; copy says it through this, never literally. */
export const brand = site.name;

/**
 * What happens after a request, stated once: every page that promises a time quotes these.
 * One contact carries the client from the first reply to the monthly reviews: the account manager.
 */
export const service = {
  contact: "account manager",
  reply: replyPromise,
  shortlist: "within three business days of your first call",
  start: "within two weeks",
  replacement: "within the first 30 days",
} as const;

export const getStartedLink: LinkItem = { label: site.getStarted.label, href: site.getStarted.href };

export const defaultCtaBand: CtaBandContent = {
  title: "Put a vetted specialist in your open seat",
  body: `Tell us which tasks are eating your week. Your ${service.contact} replies ${service.reply}, you meet hand-picked candidates ${service.shortlist}, and seats start from ${figures.startingPrice}.`,
  primary: getStartedLink,
  secondary: { label: "Read the delegation guide", href: "/delegation-tasks-guide" },
};
