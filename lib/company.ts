import { z } from "zod";

/**
 * The company's own details: brand, contact, social profiles, legal identity, public address and share
 * image. Every value comes from an environment variable; the defaults below exist so a fresh clone runs
 * with no setup, and a production deployment refuses to start while any placeholder is left
 * (lib/company-startup-check.ts). Read on the server only: prerendered pages take the values present at
 * build time, so a deployment sets them for the build and for the running server alike.
 */

export type SocialNetwork = "Twitter (X)" | "LinkedIn" | "Facebook";

export interface SocialLink {
  readonly network: SocialNetwork;
  readonly href: string;
}

export interface Company {
  readonly brand: {
    /** The trading name every page uses. */
    readonly name: string;
    /** The abbreviation in the header's "Why OS?" link. */
    readonly shortName: string;
  };
  readonly email: string;
  readonly socials: readonly SocialLink[];
  readonly legal: {
    /** The registered company that runs the site and signs client agreements. */
    readonly entityName: string;
    readonly address: string;
    /** Completes "governed by the laws of …". */
    readonly governingLaw: string;
  };
  readonly siteUrl: URL;
  readonly shareImage: {
    /** A path on this site or an absolute https URL. */
    readonly url: string;
    readonly alt: string;
    /** Known only for the built-in image; a replacement's size is the platform's business. */
    readonly width?: number;
    readonly height?: number;
  };
}

/** The built-in share image (app/share-image.png/route.tsx draws it at this size). */
export const builtInShareImage = { path: "/share-image.png", width: 1200, height: 630 } as const;

/** The values a fresh clone runs with. Each one but the brand and the share image is a placeholder. */
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
  SITE_URL: "http://localhost:3000",
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

/** Settings that are the company's own choice rather than a placeholder: the brand and the built-in image. */
const notPlaceholders: ReadonlySet<CompanySettingName> = new Set([
  "BRAND_NAME",
  "BRAND_SHORT_NAME",
  "SHARE_IMAGE_URL",
  "SHARE_IMAGE_ALT",
]);

const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !/[\u0000-\u001f<>]/.test(value), "must be plain text on one line, without < or >");

const httpsUrl = z.url({ protocol: /^https$/, error: "must be an https:// URL" });

const companyEnvSchema = z
  .object({
    BRAND_NAME: text(1, 40),
    BRAND_SHORT_NAME: text(1, 8),
    CONTACT_EMAIL: z.email("must be an e-mail address"),
    SOCIAL_TWITTER_URL: httpsUrl,
    SOCIAL_LINKEDIN_URL: httpsUrl,
    SOCIAL_FACEBOOK_URL: httpsUrl,
    LEGAL_ENTITY_NAME: text(2, 120),
    LEGAL_ADDRESS: text(5, 200),
    LEGAL_GOVERNING_LAW: text(2, 80),
    SITE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }),
    SHARE_IMAGE_URL: z.union([z.string().regex(/^\/[^/]/, "must be a path on this site or an https:// URL"), httpsUrl]),
    SHARE_IMAGE_ALT: text(1, 200),
  })
  .superRefine((env, ctx) => {
    if (env.SHARE_IMAGE_URL !== companyDefaults.SHARE_IMAGE_URL && env.SHARE_IMAGE_ALT === shareImageAltFor(env.BRAND_NAME)) {
      ctx.addIssue({
        code: "custom",
        path: ["SHARE_IMAGE_ALT"],
        message: "must describe the image SHARE_IMAGE_URL points at",
      });
    }
  });

export type CompanyEnv = Readonly<Record<string, string | undefined>>;

/** Each setting as the site will use it: the variable when it is set and not blank, else the local default. */
export function companySettings(source: CompanyEnv): Record<CompanySettingName, string> {
  const settings = Object.fromEntries(
    companySettingNames.map((name) => [name, source[name]?.trim() || companyDefaults[name]]),
  ) as Record<CompanySettingName, string>;
  settings.SHARE_IMAGE_ALT ||= shareImageAltFor(settings.BRAND_NAME);
  return settings;
}

/** Parses the company's details; throws one message naming every malformed variable. */
export function parseCompany(source: CompanyEnv): Company {
  const result = companyEnvSchema.safeParse(companySettings(source));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`Invalid company details in the environment:\n  - ${problems.join("\n  - ")}`);
  }
  const env = result.data;
  const builtIn = env.SHARE_IMAGE_URL === builtInShareImage.path;
  return {
    brand: { name: env.BRAND_NAME, shortName: env.BRAND_SHORT_NAME },
    email: env.CONTACT_EMAIL,
    socials: [
      { network: "Twitter (X)", href: env.SOCIAL_TWITTER_URL },
      { network: "LinkedIn", href: env.SOCIAL_LINKEDIN_URL },
      { network: "Facebook", href: env.SOCIAL_FACEBOOK_URL },
    ],
    legal: { entityName: env.LEGAL_ENTITY_NAME, address: env.LEGAL_ADDRESS, governingLaw: env.LEGAL_GOVERNING_LAW },
    siteUrl: new URL(env.SITE_URL),
    shareImage: {
      url: env.SHARE_IMAGE_URL,
      alt: env.SHARE_IMAGE_ALT,
      ...(builtIn ? { width: builtInShareImage.width, height: builtInShareImage.height } : {}),
    },
  };
}

// Domains reserved for examples and tests (RFC 2606, RFC 6761) and loopback hosts never reach a real visitor.
const reservedHost = /(^|\.)(example(\.(com|net|org))?|test|invalid|localhost)$|^(127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/i;

function hostOf(value: string): string | null {
  if (value.includes("@") && !value.includes("://")) return value.split("@").pop() ?? null;
  try {
    return new URL(value).hostname;
  } catch {
    return null;
  }
}

function onReservedHost(value: string): boolean {
  const host = hostOf(value);
  return host !== null && reservedHost.test(host);
}

/**
 * The settings still holding a local placeholder: left at their default, or pointing at a reserved
 * example domain or a loopback address. A production deployment refuses to start while any remain.
 */
export function placeholderSettings(source: CompanyEnv): CompanySettingName[] {
  const settings = companySettings(source);
  return companySettingNames.filter(
    (name) =>
      !notPlaceholders.has(name) && (settings[name] === companyDefaults[name] || onReservedHost(settings[name])),
  );
}

/** The details every page renders, read once per process (at build time for prerendered pages). */
export const company: Company = parseCompany(process.env);
