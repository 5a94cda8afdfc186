import { companySettingNames, companySettings, type CompanyEnv, type CompanySettingName } from "@/platform/config/company-settings";

/**
 * Which company details still hold a placeholder: a value no real company could have, so a deployment that
 * shows it is showing visitors the sample. Being equal to the local default is not enough: "OpenSeat" and
 * "England and Wales" are the defaults and real values alike, and a company keeping them must be able to go
 * live. Each setting has its own rule, or none.
 */
export interface Placeholder {
  readonly name: CompanySettingName;
  readonly value: string;
  /** Why the value cannot be a real company's, completing "VALUE is …". */
  readonly reason: string;
}

/** The reason a value cannot be a real company's, or null when it can be. */
type PlaceholderRule = (value: string) => string | null;

// Names reserved for documentation and tests (RFC 2606, RFC 6761): nobody can own a domain under them.
const reservedDomain = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i;
const loopbackHost = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/i;

/** The host of an e-mail address or an absolute URL; null for a path on this site or a malformed value. */
function hostOf(value: string): string | null {
  if (!value.includes("://")) return value.includes("@") ? (value.split("@").pop() ?? null) : null;
  try {
    return new URL(value).hostname;
  } catch {
    return null;
  }
}

const onReservedHost: PlaceholderRule = (value) => {
  const host = hostOf(value)?.replace(/\.$/, "");
  if (!host) return null;
  if (loopbackHost.test(host)) return "a loopback address, which only the server's own machine can reach";
  if (reservedDomain.test(host)) return `on ${host}, a domain reserved for examples (RFC 2606, RFC 6761) that no company can own`;
  return null;
};

/** A link to a network's home page (no path) shows visitors the network, not the company's profile on it. */
const profileLink: PlaceholderRule = (value) => {
  const reserved = onReservedHost(value);
  if (reserved) return reserved;
  try {
    return new URL(value).pathname.replace(/\/+$/, "") === "" ? "the network's home page, not the company's profile on it" : null;
  } catch {
    return null;
  }
};

/** Case, spacing and punctuation aside, the words of a text, padded so a phrase matches whole words only. */
function words(text: string): string {
  return ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;
}

/**
 * Phrases only the sample entity and address carry (the defaults in platform/config/company.ts hold them). A value
 * containing one is the sample or an edit of it: "OpenSeat Example Ltd" and "OpenSeat Example Limited"
 * both stop a deployment, while "Lead by Example Ltd" or an address on Exeter's EX1 postcodes do not.
 */
export const samplePhrases = {
  LEGAL_ENTITY_NAME: ["OpenSeat Example"],
  LEGAL_ADDRESS: ["Example Street", "Example Town"],
} as const;

const sampleOf =
  (phrases: readonly string[], what: string): PlaceholderRule =>
  (value) =>
    phrases.some((phrase) => words(value).includes(words(phrase))) ? what : null;

/**
 * One rule per setting, so a new setting cannot be added without deciding whether it has placeholders.
 * The brand, its abbreviation, the governing law and the share image's text are the company's own words:
 * any of them may be real, the defaults included.
 */
const rules: Readonly<Record<CompanySettingName, PlaceholderRule | null>> = {
  BRAND_NAME: null,
  BRAND_SHORT_NAME: null,
  CONTACT_EMAIL: onReservedHost,
  SOCIAL_TWITTER_URL: profileLink,
  SOCIAL_LINKEDIN_URL: profileLink,
  SOCIAL_FACEBOOK_URL: profileLink,
  LEGAL_ENTITY_NAME: sampleOf(samplePhrases.LEGAL_ENTITY_NAME, "the sample company's name"),
  LEGAL_ADDRESS: sampleOf(samplePhrases.LEGAL_ADDRESS, "the sample address"),
  LEGAL_GOVERNING_LAW: null,
  SITE_URL: onReservedHost,
  SHARE_IMAGE_URL: onReservedHost,
  SHARE_IMAGE_ALT: null,
};

/** The settings, as the site would use them, whose value cannot be a real company's. */
export function companyPlaceholders(source: CompanyEnv): Placeholder[] {
  const settings = companySettings(source);
  return companySettingNames.flatMap((name) => {
    const reason = rules[name]?.(settings[name]) ?? null;
    return reason ? [{ name, value: settings[name], reason }] : [];
  });
}
