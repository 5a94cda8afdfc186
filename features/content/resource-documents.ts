import { roleIds, roleLabels } from "@/features/delegation/options";
import { tasksForRole } from "@/features/delegation/tasks";
import { brand, service } from "./shared";
import type { PageMeta } from "@/platform/page/content-shapes";

/**
 * The printable resources the resources page links to. Each is data rendered by one view
 * (app/(marketing)/resources/[slug]/_components/resource-document-view.tsx), so the company edits
 * copy here, not in JSX.
 */

export interface WritePrompt {
  readonly label: string;
  readonly hint: string;
  readonly example: string;
}

export interface ChecklistGroup {
  readonly heading: string;
  readonly items: readonly string[];
}

export type ResourceBlock =
  | { readonly kind: "paragraphs"; readonly paragraphs: readonly string[] }
  | { readonly kind: "list"; readonly items: readonly string[]; readonly ordered?: boolean }
  | { readonly kind: "prompts"; readonly prompts: readonly WritePrompt[] }
  | { readonly kind: "checklist"; readonly groups: readonly ChecklistGroup[] };

export interface ResourceDocumentSection {
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly ResourceBlock[];
}

export interface ResourceDocument {
  readonly meta: PageMeta;
  readonly eyebrow: string;
  readonly title: string;
  readonly lead: string;
  readonly sections: readonly ResourceDocumentSection[];
}

/** Shown on every printable resource. */
export const printHint = "To print this page or save it as a PDF, use your browser's Print command (Ctrl+P, or ⌘P on a Mac). Printing leaves out the site's header and footer.";

export const backToResources = { label: "All resources", href: "/resources" } as const;

export const delegationChecklist: ResourceDocument = {
  meta: {
    title: "Printable delegation checklist",
    description: "Every marketing task our specialists take on, role by role, on one printable page: check off what your team could hand over, then bring the list to your first call.",
    path: "/resources/delegation-checklist",
  },
  eyebrow: "Tool",
  title: "Delegation checklist",
  lead: "Print it, go through it with your team, and check off every task someone else could do well. The same list is in the request form, so your checkmarks translate straight into a request.",
  sections: [
    {
      id: "how-to-use",
      heading: "How to use it",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Check off the tasks that come back every week or month and follow a pattern.",
            "Circle the two or three that cost your team the most time.",
            "Cross out anything that sets direction, budget or your brand's voice: keep those in-house.",
            "Bring the checked list to your first call, or check the same tasks in the request form.",
          ],
        },
      ],
    },
    {
      id: "tasks",
      heading: "Tasks by role",
      blocks: [
        {
          kind: "checklist",
          groups: roleIds.map((role) => ({ heading: roleLabels[role], items: tasksForRole(role).map((task) => task.label) })),
        },
      ],
    },
  ],
};

export const roleScopingTemplate: ResourceDocument = {
  meta: {
    title: "Role-scoping template",
    description: "A printable template for scoping a marketing seat before you hire: the outcome, the recurring work, tools and access, hours, and how you will judge success.",
    path: "/resources/role-scoping-template",
  },
  eyebrow: "Template",
  title: "Role-scoping template",
  lead: "Answer these seven questions before you hire for a seat, in-house or with us. Each comes with a worked example for a paid media seat; replace it with your own answer.",
  sections: [
    {
      id: "questions",
      heading: "The seven questions",
      blocks: [
        {
          kind: "prompts",
          prompts: [
            {
              label: "1. The outcome",
              hint: "What should be different in three months because this seat exists?",
              example: "Paid social pays for itself within 30 days of each sale, at twice today's spend.",
            },
            {
              label: "2. The recurring work",
              hint: "The tasks that come back every week or month. Use the delegation checklist.",
              example: "Weekly creative tests, daily budget checks, a Monday report, monthly audience refresh.",
            },
            {
              label: "3. What stays with you",
              hint: "Decisions the seat prepares but does not take.",
              example: "Total budget, new channels, offers and discounts.",
            },
            {
              label: "4. Tools and access",
              hint: "Every account the seat needs on day one, and the level of access.",
              example: "Meta Business Manager (advertiser), Google Ads (standard), Shopify (staff, no payouts), Slack.",
            },
            {
              label: "5. Hours and overlap",
              hint: "Part time or full time, and which hours of your day must be shared.",
              example: "Full time; 9:00 to 13:00 New York time shared for stand-ups and reviews.",
            },
            {
              label: "6. How you will judge it",
              hint: "Two or three measures you already track, with today's value.",
              example: "Return on ad spend (today 1.6), cost per first order (today $48), tests shipped per week (today 0).",
            },
            {
              label: "7. Who reviews the work",
              hint: "One person inside your team, and how often they look.",
              example: "Head of growth: 20 minutes every Monday, plus sign-off on new campaigns.",
            },
          ],
        },
      ],
    },
    {
      id: "next",
      heading: "What to do with it",
      blocks: [
        {
          kind: "paragraphs",
          paragraphs: [
            `Share the answers with whoever will interview candidates, and test candidates on question 2, not on their résumé. If you send a request to ${brand}, paste your answers into the form's "Other tasks" box: your ${service.contact} uses them to build your shortlist.`,
          ],
        },
      ],
    },
  ],
};

export const hiringGuide: ResourceDocument = {
  meta: {
    title: "Hiring your first marketing specialist",
    description: "A practical guide to hiring your first outsourced marketing specialist: choosing the seat, testing fairly, questions worth asking, and a 30-day onboarding plan.",
    path: "/resources/hiring-guide",
  },
  eyebrow: "Guide",
  title: "Hiring your first marketing specialist",
  lead: "Most first hires that fail do so for one of three reasons: the seat was never defined, the test rewarded polish over judgment, or the first month had no plan. This guide covers all three.",
  sections: [
    {
      id: "choose-the-seat",
      heading: "Choose the seat",
      blocks: [
        {
          kind: "paragraphs",
          paragraphs: [
            "Start from the work, not a job title. List the tasks that recur (the delegation checklist helps), then count the hours they take each week.",
            "Under about twenty hours of steady work suits a part-time seat. A whole channel to run day to day suits a full-time one. If nobody on your team can set the channel's strategy, you need a senior, and the extra cost is cheaper than a junior guessing.",
          ],
        },
      ],
    },
    {
      id: "write-the-scope",
      heading: "Write the scope down",
      blocks: [
        {
          kind: "paragraphs",
          paragraphs: [
            "Answer the seven questions of the role-scoping template before the first interview. Candidates do better work when they know what good looks like, and you will compare them against the same bar.",
          ],
        },
      ],
    },
    {
      id: "test-fairly",
      heading: "Test fairly",
      blocks: [
        {
          kind: "list",
          items: [
            "Use a real task from question 2 of your scope, cut down to two to four hours.",
            "Pay for it. Good candidates have other offers, and paid work gets honest effort.",
            "Give the same brief, data and deadline to everyone, and decide how you will score it before you read the first answer.",
            "Score the reasoning as well as the result: a short note on why they chose what they did tells you more than a polished slide.",
          ],
        },
      ],
    },
    {
      id: "questions",
      heading: "Questions worth asking",
      blocks: [
        {
          kind: "list",
          items: [
            "Walk me through a result you are proud of. What did you change, and how did you know it worked?",
            "Tell me about a test that failed. What did you do next?",
            "Here is our account (or site, or report). What would you look at first, and what would you ask us?",
            "How do you prefer to get feedback, and how often?",
            "Which hours of your day can you share with us, every day?",
          ],
        },
      ],
    },
    {
      id: "first-30-days",
      heading: "The first 30 days",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Week 1: access to every tool, a tour of the last quarter's work, and one small task shipped by Friday.",
            "Week 2: the specialist takes over two recurring tasks from the scope and writes down how they do them.",
            "Week 3: they propose one improvement with the data behind it; you agree whether to try it.",
            "Week 4: review against the measures in question 6 of your scope, then agree what to add next.",
          ],
        },
        {
          kind: "paragraphs",
          paragraphs: [
            "Hold a 15-minute check-in at the end of each week with three questions: what shipped, what is blocked, what should change. Most problems a month in were visible in week two.",
          ],
        },
      ],
    },
    {
      id: "measure",
      heading: "Measure the seat, not the hours",
      blocks: [
        {
          kind: "paragraphs",
          paragraphs: [
            "Judge the seat on the outcome and measures you wrote down, not on hours logged or messages answered. Be wary of measures the specialist controls alone, such as clicks or posts published: they can rise while the business result does not.",
          ],
        },
      ],
    },
  ],
};

export const walkthroughVideoGuide: ResourceDocument = {
  meta: {
    title: "Recording task walkthroughs",
    description: "How to record a short screen video that hands a marketing task over to a specialist: what to show, how long to talk, and what to keep out of the recording.",
    path: "/resources/task-walkthrough-videos",
  },
  eyebrow: "Guide",
  title: "Recording task walkthroughs",
  lead: "A five-minute screen recording of you doing a task once hands it over better than a page of notes: the specialist sees where you click, what you check and what you skip. Here is how to make one.",
  sections: [
    {
      id: "before",
      heading: "Before you press record",
      blocks: [
        {
          kind: "list",
          items: [
            "Pick one task, not a whole role. \"Send the Monday report\" is a good video; \"how we do e-mail\" is not.",
            "Close e-mail, chat and anything showing customer data you do not need to show.",
            "Use the screen recorder already on your computer or in your video-call tool; nothing needs installing.",
          ],
        },
      ],
    },
    {
      id: "what-to-say",
      heading: "What to say, in this order",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Why the task matters, in one sentence.",
            "Where it starts: the tool, the page, the data.",
            "Each step as you do it, saying what you are checking as well as what you click.",
            "The mistakes you have made before and how to spot them.",
            "What done looks like, and who needs to know it is done.",
          ],
        },
      ],
    },
    {
      id: "after",
      heading: "After recording",
      blocks: [
        {
          kind: "list",
          items: [
            "Keep it under five minutes; record two videos rather than one long one.",
            "Turn on automatic captions, so it can be followed without sound and searched later.",
            "Store it next to the task's written checklist, and ask the specialist to update both when the task changes.",
          ],
        },
      ],
    },
  ],
};

/** Every printable resource, in the order the sitemap lists them. */
export const resourceDocuments: readonly ResourceDocument[] = [
  delegationChecklist,
  roleScopingTemplate,
  hiringGuide,
  walkthroughVideoGuide,
];
