import { company, type SocialLink } from "@/platform/config/company";
import { BACKUP_RETENTION_WEEKS } from "@/platform/config/backup-retention";
import { figures } from "@/platform/config/promised-figures";

/**
 * The one place for the brand, contact details, navigation and footer.
 * Components read from here so a label or address changes in one edit; the company's own details
 * (brand, e-mail, social profiles, legal entity) come from its configuration in platform/config/company.ts.
 */

export type { SocialLink };

export interface NavItem {
  readonly label: string;
  readonly href: string;
  /** Read out instead of the label, when the label alone does not say enough (it stays contained in it). */
  readonly accessibleName?: string;
}

export interface FooterColumn {
  readonly heading: string;
  readonly links: readonly NavItem[];
}

const { name, shortName } = company.brand;

export const site = {
  name,
  /** Short form used by the header's "Why OS?" link. */
  shortName,
  tagline: "Vetted marketing talent, ready when your team is.",
  description: `${name} places vetted paid media, SEO, content, design, analytics, automation, Shopify and video specialists inside marketing teams and agencies, from ${figures.startingPrice}.`,
  email: company.email,
  socials: company.socials,
  legalEntity: company.legal.entityName,
  /**
   * What the privacy policy promises about delegation requests, and what the code does: a request is
   * deleted this many months after the last contact (the stores' purge and Firestore's TTL field), and an
   * erasure asked for by e-mail is carried out within this many days (the admin area's one-step erasure), and
   * a backup is kept at most this many weeks (platform/config/backup-retention.ts).
   */
  dataRetention: { requestMonths: 24, erasureDays: 30, backupWeeks: BACKUP_RETENTION_WEEKS },
  getStarted: { label: "Get Started", href: "/delegation-tasks-guide/form" } satisfies NavItem,
  primaryNav: [
    { label: `Why ${shortName}?`, href: "/why-ga", accessibleName: `Why ${shortName}? Why ${name}` },
    { label: "Pricing", href: "/pricing" },
    { label: "Roles", href: "/roles" },
    { label: "Vetting Process", href: "/vetting-process" },
    { label: "Case Studies", href: "/case-studies" },
  ] satisfies readonly NavItem[],
  footerColumns: [
    {
      heading: name,
      links: [
        { label: `Why ${name}`, href: "/why-ga" },
        { label: "Pricing", href: "/pricing" },
        { label: "Vetting Process", href: "/vetting-process" },
        { label: "For Agencies", href: "/for-agencies" },
        { label: "Delegation Guide", href: "/delegation-tasks-guide" },
        { label: "Company", href: "/company" },
      ],
    },
    {
      heading: "Roles",
      links: [
        { label: "Paid Media", href: "/roles#paid-media" },
        { label: "Content", href: "/roles#content" },
        { label: "Analytics", href: "/roles#analytics" },
        { label: "Automation", href: "/roles#automation" },
        { label: "SEO", href: "/roles#seo" },
        { label: "Design", href: "/roles#design" },
        { label: "Shopify", href: "/roles#shopify" },
        { label: "Video", href: "/roles#video" },
      ],
    },
    {
      heading: "Resources",
      links: [
        { label: "Templates", href: "/resources#templates" },
        { label: "Videos", href: "/resources#videos" },
        { label: "Tools", href: "/resources#tools" },
        { label: "Guides", href: "/resources#guides" },
      ],
    },
    {
      heading: "Case Studies",
      links: [
        { label: "Unbloat", href: "/case-studies#unbloat" },
        { label: "Quip", href: "/case-studies#quip" },
        { label: "Open Store", href: "/case-studies#open-store" },
        { label: "Legacy Box", href: "/case-studies#legacy-box" },
      ],
    },
  ] satisfies readonly FooterColumn[],
  legal: [
    { label: "Privacy Policy", href: "/privacy-policy" },
    { label: "Terms of Use", href: "/terms-of-use" },
    { label: "Accessibility", href: "/accessibility" },
  ] satisfies readonly NavItem[],
} as const;

/** Every public page, in the order the sitemap lists them. */
export const publicRoutes = [
  "/home",
  "/why-ga",
  "/pricing",
  "/roles",
  "/vetting-process",
  "/case-studies",
  "/for-agencies",
  "/resources",
  "/resources/delegation-checklist",
  "/resources/role-scoping-template",
  "/resources/hiring-guide",
  "/resources/task-walkthrough-videos",
  "/delegation-tasks-guide",
  "/delegation-tasks-guide/form",
  "/company",
  "/privacy-policy",
  "/terms-of-use",
  "/accessibility",
] as const;

export type PublicRoute = (typeof publicRoutes)[number];

/** Fragment ids each page promises; links elsewhere point at them. */
export const pageFragments = {
  "/roles": ["paid-media", "content", "analytics", "automation"],
  "/case-studies": ["unbloat", "quip", "open-store", "legacy-box"],
  "/resources": ["templates", "videos", "tools", "guides"],
} as const satisfies Partial<Record<PublicRoute, readonly string[]>>;

/**
 * Every id a link may target: the specification's fragments, plus the sections of /roles for the four
 * disciplines it does not list there (SEO, design, Shopify, video), which stand beside them as equals.
 */
export const pageAnchors = {
  ...pageFragments,
  "/roles": [...pageFragments["/roles"], "seo", "design", "shopify", "video"],
} as const satisfies Partial<Record<PublicRoute, readonly string[]>>;

/** The copyright belongs to the legal entity, which may differ from the brand. */
export function copyrightLine(year: number): string {
  return `© ${year} ${site.legalEntity}. All rights reserved.`;
}
