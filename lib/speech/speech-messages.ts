/** What speech announces to screen readers; no chatter beyond starting, finished and error. */

export const speechMessages = {
  started: "Reading started",
  finished: "Reading finished",
  error: "Error occurred while reading content",
} as const;
