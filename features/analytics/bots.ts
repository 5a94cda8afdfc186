/**
 * User agents that announce a program rather than a person: search and social crawlers, monitors, command
 * line clients, and headless browsers (automation, prerenderers, scrapers). A short list of the words they
 * share, not a registry: what it misses is a handful of counts, and a lie in a user agent cannot be caught
 * anyway. A missing user agent is no browser either.
 */
const botWords = /bot\b|bot\/|crawl|spider|slurp|scrape|headless|lighthouse|pagespeed|preview|monitor|uptime|curl\/|wget\/|python|java\/|go-http|okhttp|axios|node-fetch|undici|httpclient|facebookexternalhit|phantomjs|puppeteer|playwright/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent || userAgent.trim() === "") return true;
  return botWords.test(userAgent);
}
