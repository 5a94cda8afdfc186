import { ANNOUNCEMENT_LIFETIME_MS, ANNOUNCER_REGION_IDS, type Politeness } from "./speech-constants";

export interface AnnouncerOptions {
  readonly document: Document;
  readonly lifetimeMs?: number;
  readonly setTimer?: (callback: () => void, ms: number) => unknown;
}

export interface Announcer {
  announce(message: string, politeness?: Politeness): void;
}

/**
 * Finds the live region for politeness or, when a page lacks it, creates it. The regions
 * are best rendered with the page: screen readers may miss a region that appears with its message.
 */
function regionFor(doc: Document, politeness: Politeness): HTMLElement {
  const existing = doc.getElementById(ANNOUNCER_REGION_IDS[politeness]);
  if (existing) return existing;
  const region = doc.createElement("div");
  region.id = ANNOUNCER_REGION_IDS[politeness];
  region.className = "visually-hidden";
  region.setAttribute("role", politeness === "assertive" ? "alert" : "status");
  region.setAttribute("aria-live", politeness);
  region.setAttribute("aria-atomic", "false");
  doc.body.append(region);
  return region;
}

/**
 * Screen-reader announcements: each message is its own element in the polite (status) or
 * assertive (error) region, removed after the lifetime so the region never piles up. The
 * same message already on show is not repeated.
 */
export function createAnnouncer(options: AnnouncerOptions): Announcer {
  const lifetimeMs = options.lifetimeMs ?? ANNOUNCEMENT_LIFETIME_MS;
  const setTimer = options.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  return {
    announce(message, politeness = "polite") {
      const text = message.trim();
      if (text === "") return;
      const region = regionFor(options.document, politeness);
      for (const child of region.children) if (child.textContent === text) return;
      const item = options.document.createElement("p");
      item.textContent = text;
      region.append(item);
      setTimer(() => item.remove(), lifetimeMs);
    },
  };
}
