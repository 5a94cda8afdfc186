import type { RoleId } from "@/features/delegation/options";

export interface DelegableTask {
  /** Stable id, "<role>:<slug>"; stored with the request and carried in guide links. */
  readonly id: string;
  readonly role: RoleId;
  readonly label: string;
}

type TaskList = readonly (readonly [slug: string, label: string])[];

const tasksByRole: Readonly<Record<RoleId, TaskList>> = {
  "paid-media": [
    ["campaign-build", "Build and launch campaigns (Google, Meta, LinkedIn)"],
    ["daily-optimisation", "Daily bid, budget and audience optimization"],
    ["ad-testing", "Ad copy and creative testing"],
    ["weekly-reporting", "Weekly performance reports"],
    ["feed-management", "Shopping feed management"],
  ],
  seo: [
    ["technical-audit", "Technical SEO audits and fixes"],
    ["keyword-research", "Keyword research and content briefs"],
    ["on-page", "On-page optimization of existing pages"],
    ["link-outreach", "Link-building outreach"],
    ["rank-reporting", "Rank and traffic reporting"],
  ],
  content: [
    ["blog-posts", "Blog posts and articles"],
    ["newsletters", "E-mail newsletters"],
    ["social-posts", "Social media posts and scheduling"],
    ["case-studies", "Customer case studies"],
    ["editing", "Editing and proofreading"],
  ],
  design: [
    ["ad-creative", "Ad creative and banners"],
    ["social-graphics", "Social graphics"],
    ["landing-pages", "Landing page design"],
    ["presentations", "Sales decks and presentations"],
    ["brand-assets", "Brand asset upkeep"],
  ],
  analytics: [
    ["tracking-setup", "Tracking and tag setup (GA4, Tag Manager)"],
    ["dashboards", "Dashboards (Looker Studio or similar)"],
    ["attribution", "Attribution and conversion analysis"],
    ["ab-test-analysis", "A/B test analysis"],
    ["monthly-insights", "Monthly insight reports"],
  ],
  automation: [
    ["email-flows", "E-mail flows and nurture sequences"],
    ["crm-hygiene", "CRM setup and data hygiene"],
    ["lead-routing", "Lead scoring and routing"],
    ["integrations", "Tool integrations (Zapier, Make)"],
    ["workflow-docs", "Workflow documentation"],
  ],
  shopify: [
    ["product-listings", "Product listings and collections"],
    ["theme-changes", "Theme changes and page building"],
    ["app-setup", "App setup and maintenance"],
    ["store-speed", "Store speed and conversion fixes"],
    ["promotions", "Promotions and discount setup"],
  ],
  video: [
    ["short-form-editing", "Short-form video editing (Reels, TikTok, Shorts)"],
    ["youtube-editing", "Long-form and YouTube editing"],
    ["motion-graphics", "Motion graphics and captions"],
    ["video-ads", "Video ads"],
    ["thumbnails", "Thumbnails and channel upkeep"],
  ],
};

export const delegableTasks: readonly DelegableTask[] = Object.entries(tasksByRole).flatMap(([role, list]) =>
  list.map(([slug, label]) => ({ id: `${role}:${slug}`, role: role as RoleId, label })),
);

export const taskIds: ReadonlySet<string> = new Set(delegableTasks.map((task) => task.id));

const tasksById = new Map(delegableTasks.map((task) => [task.id, task]));

export function findTask(id: string): DelegableTask | undefined {
  return tasksById.get(id);
}

export function tasksForRole(role: RoleId): readonly DelegableTask[] {
  return delegableTasks.filter((task) => task.role === role);
}
