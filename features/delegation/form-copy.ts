/**
 * The form's legends, hints and messages. The form is a client component, so all of this ships to the
 * browser: the page's own title, description and lead are in features/content/request-form.ts instead, and
 * nothing here reads the company's configuration (copy here never names the brand or the address).
 */

import { errorTitlePrefix } from "@/platform/page/error-title";
import { formatUsd, seatPricesUsd } from "@/platform/config/promised-figures";

/** The one claim about how long the form takes; every page that mentions it quotes this. */
export const formDuration = "about five minutes";

export const formCopy = {
  legends: {
    about: "About you",
    organisation: "Your organization",
    roles: "Roles you need",
    tasks: "Tasks to delegate",
    engagement: "Hours, timing and budget",
    more: "Anything else",
  },
  /** The summary's heading and its name: how many problems, so a screen reader says so on arriving there. */
  summaryHeading: (count: number) => (count <= 1 ? "There is a problem" : `There are ${count} problems`),
  /** Put before the page's own title after a refused send, so the tab and a screen reader say so first. */
  errorTitlePrefix,
  tasksHint: "Check the tasks for each role you chose, or describe the work in your own words.",
  tasksNoRole: "Choose a role above to see its tasks.",
  budgetHint: `A part-time seat starts from ${formatUsd(seatPricesUsd["part-time"])} a month, a full-time seat from ${formatUsd(seatPricesUsd["full-time"])}.`,
  timeZoneHint: "We match you with specialists whose working day overlaps yours.",
  submit: "Send my request",
  submitting: "Sending…",
  consentBefore: "I agree that my details are used to reply to this request, as described in the ",
  consentLink: "privacy policy",
  consentAfter: ".",
  honeypotLabel: "Leave this empty",
  optional: "(optional)",
  /** Said after a choice group's legend; text fields say the same through their required state. */
  required: "(required)",
  /** The free-text alternative to the task checklist: optional only once a task is checked. */
  otherTasksNeeded: "(required if you check no task above)",
} as const;
