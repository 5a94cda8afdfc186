/*
 * A session's device in a few plain words ("Chrome on Android"), told from its User-Agent on the server at
 * sign-in, so the account page can tell an admin's sessions apart. Only the label is stored, never the
 * header itself: it is all the page needs, and it says less about the admin's machine. A short list of
 * the browsers and systems people use is enough for that; anything else is "Unknown browser" or system.
 */

/** The longest User-Agent read: real ones are a few hundred characters. */
const MAX_USER_AGENT_LENGTH = 512;

// Order matters: Edge and Opera say "Chrome", Chrome says "Safari", so the more particular tokens come first.
const browsers: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/Chrom(?:e|ium)\/|\bCriOS\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

// iPhone and iPad before macOS ("like Mac OS X"), Android before Linux (Android says "Linux").
const systems: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b|\biPod\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

export const UNKNOWN_BROWSER = "Unknown browser";
export const UNKNOWN_SYSTEM = "unknown system";

function first(table: readonly (readonly [RegExp, string])[], text: string): string | null {
  return table.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** "Chrome on Android", "Safari on iPhone", "Unknown browser on Linux"; "" for no header at all. */
export function deviceLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return "";
  const text = userAgent.slice(0, MAX_USER_AGENT_LENGTH);
  return `${first(browsers, text) ?? UNKNOWN_BROWSER} on ${first(systems, text) ?? UNKNOWN_SYSTEM}`;
}
