import type { RoleId } from "@/features/delegation/options";
import { formDuration, service } from "@/features/content/shared";
import type { CtaBandContent, HeroContent, PageMeta, SectionIntro, Step } from "@/platform/page/content-shapes";

/** Copy for /delegation-tasks-guide. The checklist itself comes from features/delegation/tasks.ts, shared with the form. */

export interface TalentGuide {
  readonly role: RoleId;
  readonly heading: string;
  readonly summary: string;
  readonly delegate: readonly string[];
  readonly keepInHouse: readonly string[];
}

export const delegationGuideMeta: PageMeta = {
  title: "Delegation tasks guide",
  description:
    "What a vetted marketing specialist can take over in paid media, SEO, content, design, analytics, automation, Shopify and video, what to keep in-house, and how hand-over works.",
  path: "/delegation-tasks-guide",
};

export const delegationGuideHero: HeroContent = {
  eyebrow: "Delegation guide",
  title: "What to hand over to a marketing specialist, and what to keep",
  lead: "Most marketing teams spend their best hours on work someone else could do well. Here is, role by role, what to hand over first, what to keep close, and how to make the first month go smoothly. Check off the tasks you would delegate and take your list straight into a request.",
  primary: { label: "Build my checklist", href: "#checklist" },
  secondary: { label: "Go to the request form", href: "/delegation-tasks-guide/form" },
};

export const delegationGuide = {
  talentsIntro: {
    heading: "What each specialist can take over",
    intro:
      "Start with work that is repeatable, measurable and documented (or easy to document). Keep the decisions that set direction, budgets and your brand's voice.",
  } satisfies SectionIntro,
  delegateLabel: "Hand over",
  keepLabel: "Keep in-house",
  talents: [
    {
      role: "paid-media",
      heading: "Paid media",
      summary: "Day-to-day campaign management across Google, Meta and LinkedIn, within the targets you set.",
      delegate: ["Campaign builds from an agreed brief", "Daily bid, budget and audience changes", "Creative and copy tests", "Weekly reporting against your KPIs"],
      keepInHouse: ["Overall budget and target CPA or ROAS", "Offer and positioning decisions", "Approval of new channels"],
    },
    {
      role: "seo",
      heading: "SEO",
      summary: "The steady, compounding work: audits, fixes, briefs and outreach.",
      delegate: ["Technical audits and fix tickets", "Keyword research and content briefs", "On-page updates", "Link-building outreach and rank reports"],
      keepInHouse: ["Which topics the brand stands for", "Site architecture changes", "Sign-off on published pages"],
    },
    {
      role: "content",
      heading: "Content",
      summary: "Consistent output in your voice once a style guide exists.",
      delegate: ["Blog posts and articles from briefs", "Newsletters", "Social posts and scheduling", "Editing and proofreading"],
      keepInHouse: ["Editorial strategy and calendar themes", "Thought-leadership pieces under a founder's name", "Final approval"],
    },
    {
      role: "design",
      heading: "Design",
      summary: "Production design at volume, within your brand system.",
      delegate: ["Ad creative and resizes", "Social graphics", "Landing page layouts", "Sales decks"],
      keepInHouse: ["Brand identity and guidelines", "Major campaign concepts", "Creative direction"],
    },
    {
      role: "analytics",
      heading: "Analytics",
      summary: "Clean tracking and regular insight, so decisions rest on numbers you trust.",
      delegate: ["GA4 and Tag Manager setup", "Dashboards", "Attribution and test analysis", "Monthly insight reports"],
      keepInHouse: ["Which metrics define success", "Decisions the numbers inform", "Access policy for customer data"],
    },
    {
      role: "automation",
      heading: "Automation",
      summary: "The plumbing between your tools, documented so it outlives any one person.",
      delegate: ["E-mail flows and nurture sequences", "CRM setup and hygiene", "Lead scoring and routing", "Zapier or Make integrations"],
      keepInHouse: ["Customer journey design", "Sales hand-off rules", "Tool purchasing"],
    },
    {
      role: "shopify",
      heading: "Shopify",
      summary: "A store that stays fast, accurate and ready for the next promotion.",
      delegate: ["Product listings and collections", "Theme edits and page builds", "App setup", "Promotions and discounts"],
      keepInHouse: ["Pricing and margin decisions", "Fulfillment and supplier relationships", "Replatforming choices"],
    },
    {
      role: "video",
      heading: "Video",
      summary: "Editing and motion work that turns raw footage into a steady stream of assets.",
      delegate: ["Short-form edits for Reels, TikTok and Shorts", "YouTube editing", "Captions and motion graphics", "Thumbnails"],
      keepInHouse: ["On-camera presence and scripts' key messages", "Channel strategy", "Final cut approval"],
    },
  ] satisfies readonly TalentGuide[],
  handOverIntro: {
    heading: "How hand-over works",
    intro: "Five steps from a list of tasks to a specialist working inside your team.",
  } satisfies SectionIntro,
  handOverSteps: [
    { title: "List the work", body: "Check off the tasks below, or write them down in your own words. We use the list to match you with the right specialist." },
    { title: "Meet your shortlist", body: `You see two or three vetted candidates ${service.shortlist}, and interview the ones you like.` },
    { title: "Share access and context", body: "Give your specialist access to the tools, a short brief per task and examples of work you consider good." },
    { title: "Start small, then widen", body: "The first two weeks cover a few well-defined tasks, with a check-in at the end of each week." },
    { title: "Review at 30 days", body: `Together with your ${service.contact} you review results, agree what to add next and adjust hours if needed.` },
  ] satisfies readonly Step[],
  checklistIntro: {
    heading: "Your delegation checklist",
    intro: "Check off every task you would hand over. Your checkmarks go with you to the request form, where you can still change them.",
  } satisfies SectionIntro,
  checklistSubmit: "Take my list to the request form",
} as const;

export const delegationGuideCta: CtaBandContent = {
  title: "Ready to hand something over?",
  body: `Tell us what you need in the request form; it takes ${formDuration}, and your ${service.contact} replies ${service.reply}.`,
  primary: { label: "Start a request", href: "/delegation-tasks-guide/form" },
};
