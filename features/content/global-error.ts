/**
 * Copy for the last-resort page Next shows when the root layout itself fails (app/global-error.tsx).
 * Plain words and links only: whatever broke may be the shell, its styles or its scripts.
 */
const heading = "This page could not be shown";

export const globalErrorCopy = {
  title: heading,
  heading,
  lead: "Something went wrong on our side while showing this page. Trying again often works.",
  retry: "Try again",
  homeLink: "Go to the home page",
  homeHref: "/home",
  contactBefore: "If it keeps happening, our ",
  contactLink: "company page",
  contactHref: "/company",
  contactAfter: " lists how to reach us.",
  referenceLabel: "Reference for our team:",
} as const;
