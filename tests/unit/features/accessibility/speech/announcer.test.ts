import { createAnnouncer } from "@/features/accessibility/speech/announcer";
import { ANNOUNCER_REGION_IDS } from "@/features/accessibility/speech/speech-constants";

describe("announcer", () => {
  beforeEach(() => {
    document.body.innerHTML = "";
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it("puts status messages in a polite region and errors in an assertive one", () => {
    const announcer = createAnnouncer({ document });
    announcer.announce("Reading started");
    announcer.announce("Error occurred while reading content", "assertive");
    const polite = document.getElementById(ANNOUNCER_REGION_IDS.polite);
    const assertive = document.getElementById(ANNOUNCER_REGION_IDS.assertive);
    expect(polite).toHaveAttribute("aria-live", "polite");
    expect(polite).toHaveAttribute("role", "status");
    expect(polite).toHaveClass("visually-hidden");
    expect(assertive).toHaveAttribute("aria-live", "assertive");
    expect(polite).toHaveTextContent("Reading started");
    expect(assertive).toHaveTextContent("Error occurred while reading content");
  });

  it("removes each message element after 1 s", () => {
    const announcer = createAnnouncer({ document });
    announcer.announce("Reading started");
    const region = document.getElementById(ANNOUNCER_REGION_IDS.polite) as HTMLElement;
    jest.advanceTimersByTime(999);
    expect(region.children).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(region.children).toHaveLength(0);
  });

  it("reuses regions rendered with the page and does not repeat a message on show", () => {
    document.body.innerHTML = `<div id="${ANNOUNCER_REGION_IDS.polite}" aria-live="polite"></div>`;
    const announcer = createAnnouncer({ document });
    announcer.announce("Reading finished");
    announcer.announce("Reading finished");
    announcer.announce("   ");
    expect(document.querySelectorAll(`#${ANNOUNCER_REGION_IDS.polite}`)).toHaveLength(1);
    expect(document.getElementById(ANNOUNCER_REGION_IDS.polite)?.children).toHaveLength(1);
  });
});
