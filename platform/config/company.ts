import { z } from "zod";
import { builtInShareImage, companyDefaults, companySettings, shareImageAltFor, type CompanyEnv } from "@/platform/config/company-settings";

/**
 * The company's own details: brand, contact, social profiles, legal identity, public address and share
 * image, validated. Every value comes from an environment variable (platform/config/company-settings.ts, where the
 * defaults let a fresh clone run with no setup), and a production deployment refuses to start while any
 * placeholder is left (platform/config/company-placeholders.ts, app/company-startup-check.ts). Read on the server only:
 * prerendered pages take the values present at build time, so a deployment sets them for the build and
 * for the running server alike.
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

/** Parses the company's details; throws one message naming every malformed variable and what to do. */
export function parseCompany(source: CompanyEnv): Company {
  const result = companyEnvSchema.safeParse(companySettings(source));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(
      [
        "Invalid company details in the environment:",
        ...problems.map((problem) => `  - ${problem}`),
        "Correct each variable named above (README: \"The company's details\"), for the build and the server alike, then build and start again.",
      ].join("\n"),
    );
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

/** The details every page renders, read once per process (at build time for prerendered pages). */
export const company: Company = parseCompany(process.env);
