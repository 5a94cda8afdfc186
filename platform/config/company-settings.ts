// Relative, not "@/lib/…": next.config.ts loads this file, and its loader resolves "@/" from the project root only.
import { localAddress } from "./local-address";

/**
 * The variables the company's details come from, and what each is when unset. Kept apart from the parsed
 * details (platform/config/company.ts) because next.config.ts reads them: loading this file validates nothing, so a
 * malformed value is reported by the start-up check, not by Next failing to load its configuration.
 */

/** The built-in share image (app/share-image.png/route.tsx draws it at this size). */
export const builtInShareImage = { path: "/share-image.png", width: 1200, height: 630 } as const;

/**
 * The values a fresh clone runs with. The contact address, the social links, the entity, the address and
 * the site's address are placeholders (platform/config/company-placeholders.ts); the brand, the governing law and the
 * share image are real values a company may keep.
 */
export const companyDefaults = {
  BRAND_NAME: "OpenSeat",
  BRAND_SHORT_NAME: "OS",
  CONTACT_EMAIL: "hello@openseat.example",
  // The networks' own home pages: locally the links work without pointing at anybody's account.
  SOCIAL_TWITTER_URL: "https://x.com/",
  SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/",
  SOCIAL_FACEBOOK_URL: "https://www.facebook.com/",
  LEGAL_ENTITY_NAME: "OpenSeat Example Ltd",
  LEGAL_ADDRESS: "1 Example Street, Example Town, EX1 1EX, United Kingdom",
  LEGAL_GOVERNING_LAW: "England and Wales",
  /** Derived: the local address, which follows PORT (platform/config/local-address.ts). */
  SITE_URL: "",
  SHARE_IMAGE_URL: builtInShareImage.path,
  /** Describes the built-in image; derived from the brand (see shareImageAltFor). */
  SHARE_IMAGE_ALT: "",
} as const;

/** The text alternative of the built-in share image, which shows the brand's name. */
export function shareImageAltFor(brandName: string): string {
  return `${brandName} logo and the words: Vetted marketing specialists who join your team.`;
}

export type CompanySettingName = keyof typeof companyDefaults;
export const companySettingNames = Object.keys(companyDefaults) as CompanySettingName[];

export type CompanyEnv = Readonly<Record<string, string | undefined>>;

/** The settings the environment gives, trimmed; unset and blank ones are left out. */
export function configuredCompanySettings(source: CompanyEnv): Partial<Record<CompanySettingName, string>> {
  return Object.fromEntries(
    companySettingNames.flatMap((name) => {
      const value = source[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
}

/**
 * What the build records of the company's details (next.config.ts compiles it into the server, and
 * app/company-startup-check.ts compares it with the running server's): the variables it was given, not the
 * values it derived. A setting left unset takes its local default, and the site's address then follows PORT,
 * which a build and a later `next start` may see differently without any value a visitor sees having changed.
 */
export function companySettingsAtBuild(source: CompanyEnv): string {
  return JSON.stringify(configuredCompanySettings(source));
}

/** Each setting as the site will use it: the variable when it is set and not blank, else the local default. */
export function companySettings(source: CompanyEnv): Record<CompanySettingName, string> {
  const settings: Record<CompanySettingName, string> = { ...companyDefaults, ...configuredCompanySettings(source) };
  settings.SITE_URL ||= localAddress(source);
  settings.SHARE_IMAGE_ALT ||= shareImageAltFor(settings.BRAND_NAME);
  return settings;
}

