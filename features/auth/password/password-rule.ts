import "server-only";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/*
 * Which passwords an admin may set, as NIST SP 800-63B asks: long enough, no composition rules, and not
 * one an attacker tries early. The rule, in the order the reasons are checked:
 * 1. too-short: fewer than 12 characters (counted as code points, so an emoji is one).
 * 2. too-long: more than 256 characters; generous for passphrases, and bounds the matching work below.
 * 3. personal: contains the brand, the site's domain (or its name without the suffix) or the admin's
 *    address (or its part before the @), ignoring case, spaces and punctuation. Only terms of 4 or more
 *    letters count, so a short name like "jo" refuses nothing.
 * 4. common: zxcvbn reads the whole password as one known password or one dictionary word (l33t and
 *    reversed spellings included): the common-password and English word lists that ship with zxcvbn-ts.
 * 5. guessable: zxcvbn's score is below 3 (fewer than about 10^8 guesses: repeats, sequences, a common
 *    password with a few digits on, a keyboard walk).
 * The dictionaries are large, so they are loaded on the first check and only on the server.
 */

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;
/** zxcvbn's scores run 0-4; 3 is its "safely unguessable" threshold for an online attack with throttling. */
export const MIN_ZXCVBN_SCORE = 3;
const MIN_PERSONAL_TERM_LENGTH = 4;

export type PasswordProblem = "too-short" | "too-long" | "personal" | "common" | "guessable";

export interface PasswordContext {
  /** The brand's names, e.g. "OpenSeat" and "OS" (short ones are ignored). */
  readonly brandNames: readonly string[];
  /** The site's host name, e.g. "openseat.example". */
  readonly siteHost: string;
  /** The admin's own e-mail address. */
  readonly email: string;
}

/** Lowercase letters and digits only, so "Open-Seat" and "open seat" both read as "openseat". */
function squeeze(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** The words the password must not be built from, squeezed, longest first. */
export function personalTerms(context: PasswordContext): string[] {
  const host = context.siteHost.toLowerCase().replace(/^www\./, "");
  const [local = ""] = context.email.toLowerCase().split("@");
  const hostLabels = host.split(".");
  const terms = [
    ...context.brandNames,
    host,
    // "openseat.example" also gives "openseat"; a one-label host (localhost) is already in the list.
    hostLabels.length > 1 ? hostLabels.slice(0, -1).join(".") : host,
    context.email,
    local,
  ]
    .map(squeeze)
    .filter((term) => term.length >= MIN_PERSONAL_TERM_LENGTH);
  return [...new Set(terms)].sort((a, b) => b.length - a.length);
}

let factory: Promise<ZxcvbnFactory> | undefined;

function loadZxcvbn(): Promise<ZxcvbnFactory> {
  factory ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
  })();
  return factory;
}

/** The first reason the password is refused, or null when it may be set. */
export async function passwordProblem(password: string, context: PasswordContext): Promise<PasswordProblem | null> {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return "too-short";
  if (length > MAX_PASSWORD_LENGTH) return "too-long";
  const squeezed = squeeze(password);
  if (personalTerms(context).some((term) => squeezed.includes(term))) return "personal";
  const result = (await loadZxcvbn()).check(password);
  const [only] = result.sequence;
  if (result.sequence.length === 1 && only?.pattern === "dictionary") return "common";
  return result.score < MIN_ZXCVBN_SCORE ? "guessable" : null;
}

/** The context every admin password is checked in: this site's brand and address, and the admin's own e-mail. */
export async function adminPasswordProblem(password: string, email: string): Promise<PasswordProblem | null> {
  const { company } = await import("@/platform/config/company");
  return passwordProblem(password, {
    brandNames: [company.brand.name, company.brand.shortName],
    siteHost: company.siteUrl.hostname,
    email,
  });
}
