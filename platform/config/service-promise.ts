import { replyPromise } from "@/platform/business-hours/reply-promise";
import { site } from "@/platform/config/site";

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
