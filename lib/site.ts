/**
 * The one place for the brand, contact details, navigation and footer.
 * Components read from here so a label or address changes in one edit.
 */

export interface NavItem {
  readonly label: string;
  readonly href: string;
}

export interface FooterColumn {
  readonly heading: string;
  readonly links: readonly NavItem[];
}

export interface SocialLink {
  readonly network: "Twitter (X)" | "LinkedIn" | "Facebook";
  readonly href: string;
}

export const site = {
  name: "OpenSeat",
  /** Short form used by the header's "Why OS?" link. */
  shortName: "OS",
  tagline: "Vetted marketing talent, ready when your team is.",
  description:
    "OpenSeat places pre-vetted paid media, SEO, content, design, analytics, automation, Shopify and video specialists inside marketing teams and agencies, from $2,000 a month.",
  email: "hello@openseat.example",
  socials: [
    { network: "Twitter (X)", href: "https://x.com/openseat" },
    { network: "LinkedIn", href: "https://www.linkedin.com/company/openseat" },
    { network: "Facebook", href: "https://www.facebook.com/openseat" },
  ] satisfies readonly SocialLink[],
  getStarted: { label: "Get Started", href: "/delegation-tasks-guide/form" } satisfies NavItem,
  primaryNav: [
    { label: "Why OS?", href: "/why-ga" },
    { label: "Pricing", href: "/pricing" },
    { label: "Roles", href: "/roles" },
    { label: "Vetting Process", href: "/vetting-process" },
    { label: "Case Studies", href: "/case-studies" },
  ] satisfies readonly NavItem[],
  footerColumns: [
    {
      heading: "OpenSeat",
      links: [
        { label: "Why OpenSeat", href: "/why-ga" },
        { label: "Pricing", href: "/pricing" },
        { label: "Vetting Process", href: "/vetting-process" },
        { label: "For Agencies", href: "/for-agencies" },
        { label: "Delegation Guide", href: "/delegation-tasks-guide" },
      ],
    },
    {
      heading: "Roles",
      links: [
        { label: "Paid Media", href: "/roles#paid-media" },
        { label: "Content", href: "/roles#content" },
        { label: "Analytics", href: "/roles#analytics" },
        { label: "Automation", href: "/roles#automation" },
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
  "/delegation-tasks-guide",
  "/delegation-tasks-guide/form",
  "/privacy-policy",
  "/terms-of-use",
] as const;

export type PublicRoute = (typeof publicRoutes)[number];

/** Fragment ids each page promises; links elsewhere point at them. */
export const pageFragments = {
  "/roles": ["paid-media", "content", "analytics", "automation"],
  "/case-studies": ["unbloat", "quip", "open-store", "legacy-box"],
  "/resources": ["templates", "videos", "tools", "guides"],
} as const satisfies Partial<Record<PublicRoute, readonly string[]>>;

export function copyrightLine(year: number): string {
  return `© ${year} ${site.name}. All rights reserved.`;
}
