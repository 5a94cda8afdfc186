import "server-only";
import { site } from "@/platform/config/site";

/**
 * The messages the server answers a refused submission with, in one place for review and reuse in tests.
 * Server-only: they name the company's contact address, which client code never reads.
 */
export const formMessages = {
  honeypot: "We could not send your request. Please clear any field labeled “Leave this empty” and try again.",
  tooFast: "That was quicker than we expected. Please check your answers and send the form again.",
  expired: "This form had expired, so we refreshed it. Your answers are still here: please send it again.",
  storeFailed: `We could not save your request just now. Your answers are still here: please try again in a minute, or e-mail ${site.email}.`,
  rateLimited: (minutes: number) =>
    `You have sent several requests in a short time. Please try again in ${minutes <= 1 ? "a minute" : `${minutes} minutes`}, or e-mail ${site.email}.`,
} as const;
