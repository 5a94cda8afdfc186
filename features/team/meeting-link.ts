import { z } from "zod";

/*
 * A video meeting link goes, as stored, into buyers' e-mails (their text part included) and calendar files
 * (URL and LOCATION), where nothing escapes it. So it is stored only as a URL parser writes it back (its
 * href), and only when it needed no rewriting for that: typed with nothing a URL must percent-encode (RFC
 * 3986: a space, ", <, >, a backslash, a non-ASCII letter …), https, on a domain name, with no user name or
 * password in it (a link that carries a login hands it to every buyer, and hides where it leads).
 */

export const MAX_MEETING_URL_LENGTH = 500;

/** What RFC 3986 lets a URL hold as written, less the brackets it keeps for IP literals (not a domain name). */
const writtenAsUrl = /^[A-Za-z0-9\-._~:/?#@!$&'()*+,;=]*$/;
/** A percent sign must begin an escape; WHATWG's parser would keep a stray one as it is. */
const strayPercent = /%(?![0-9A-Fa-f]{2})/;

/** The link to store and send, or null when it is not one: see above. */
export function meetingLinkHref(typed: string): string | null {
  if (typed.length > MAX_MEETING_URL_LENGTH || !writtenAsUrl.test(typed.replace(/%/g, "")) || strayPercent.test(typed)) return null;
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "" || !z.regexes.domain.test(url.hostname)) return null;
  return url.href;
}

/**
 * The link a stored profile may send: itself when it is one, "" when it is not. Links stored before the rule
 * above existed may fail it; they count as none (the buyer hears a link will follow) until their owner enters
 * one again, and the team page says so.
 */
export function usableMeetingLink(stored: string): string {
  return stored === "" ? "" : (meetingLinkHref(stored) ?? "");
}

/** Whether a stored link is one that usableMeetingLink drops: the team page flags it to its owner. */
export function isUnusableMeetingLink(stored: string): boolean {
  return stored !== "" && usableMeetingLink(stored) === "";
}
