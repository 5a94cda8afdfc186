import { referenceFromQuery, sentPath, sentUrl } from "@/features/delegation/sent-page";
import {
  claimSubmission,
  claimWindowMs,
  forgetSubmission,
  rememberSubmission,
  summariseForm,
  summaryFor,
  summaryStorageKey,
} from "@/features/delegation/submission-summary";

const shown = (reference: string) => summaryFor(window.sessionStorage.getItem(summaryStorageKey), reference);

function postedForm(): FormData {
  const data = new FormData();
  data.set("fullName", "  Jane Tester ");
  data.set("email", "jane@example.com");
  data.set("phone", "");
  data.set("organisationType", "agency");
  data.append("roles", "seo");
  data.append("roles", "video");
  data.append("tasks", "seo:on-page");
  data.append("tasks", "video:thumbnails");
  data.set("hoursPerWeek", "part-time");
  data.set("timeZone", "other");
  data.set("consent", "on");
  data.set("formToken", "secret-token");
  data.set("faxNumber", "");
  return data;
}

describe("the confirmation page's summary", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("labels every answer as the form does and leaves out blanks, the token and the consent box", () => {
    expect(summariseForm(postedForm())).toEqual([
      { label: "Full name", value: "Jane Tester" },
      { label: "Work e-mail", value: "jane@example.com" },
      { label: "Business or agency", value: "An agency (work for clients)" },
      { label: "Roles", value: "SEO, Video" },
      { label: "Tasks from the checklist", value: "On-page optimization of existing pages; Thumbnails and channel upkeep" },
      { label: "Hours per week", value: "Part-time (about 20 hours a week)" },
      { label: "Time zone", value: "Not listed, or agree it on the call" },
    ]);
  });

  it("is claimed by the first confirmation page that reads it, and shown again only for that reference", () => {
    rememberSubmission(window.sessionStorage, postedForm(), 1_000);
    expect(shown("DR-7K2F9Q")).toBeNull();
    expect(claimSubmission(window.sessionStorage, "DR-7K2F9Q", 2_000)).toBe(true);
    expect(shown("DR-7K2F9Q")?.[0]).toEqual({ label: "Full name", value: "Jane Tester" });

    // A reload finds it claimed: shown, but not claimed again.
    expect(claimSubmission(window.sessionStorage, "DR-7K2F9Q", 60_000)).toBe(false);
    expect(shown("DR-7K2F9Q")).not.toBeNull();
    expect(claimSubmission(window.sessionStorage, "DR-AAAAAA", 60_000)).toBe(false);
    expect(shown("DR-AAAAAA")).toBeNull();
  });

  it("never shows a summary whose send did not arrive within the claim window", () => {
    rememberSubmission(window.sessionStorage, postedForm(), 1_000);
    expect(claimSubmission(window.sessionStorage, "DR-7K2F9Q", 1_000 + claimWindowMs + 1)).toBe(false);
    expect(shown("DR-7K2F9Q")).toBeNull();
  });

  it("is forgotten after a send that came back with errors, but a claimed one stays", () => {
    rememberSubmission(window.sessionStorage, postedForm());
    forgetSubmission(window.sessionStorage);
    expect(window.sessionStorage.getItem(summaryStorageKey)).toBeNull();

    rememberSubmission(window.sessionStorage, postedForm());
    claimSubmission(window.sessionStorage, "DR-7K2F9Q");
    forgetSubmission(window.sessionStorage);
    expect(shown("DR-7K2F9Q")).not.toBeNull();
  });

  it("ignores anything in storage that is not a summary", () => {
    window.sessionStorage.setItem(summaryStorageKey, "{not json");
    expect(claimSubmission(window.sessionStorage, "DR-7K2F9Q")).toBe(false);
    expect(shown("DR-7K2F9Q")).toBeNull();
    window.sessionStorage.setItem(summaryStorageKey, JSON.stringify({ reference: "DR-7K2F9Q", sentAt: Date.now(), items: [{ label: 1 }] }));
    expect(shown("DR-7K2F9Q")).toBeNull();
  });
});

describe("the confirmation page's address", () => {
  it("carries the reference and nothing else", () => {
    expect(sentUrl("DR-7K2F9Q")).toBe(`${sentPath}?reference=DR-7K2F9Q`);
  });

  it("accepts only references in the issued shape, so it can echo nothing else", () => {
    expect(referenceFromQuery("DR-7K2F9Q")).toBe("DR-7K2F9Q");
    expect(referenceFromQuery(["DR-7K2F9Q", "DR-AAAAAA"])).toBe("DR-7K2F9Q");
    for (const bad of [undefined, "", "dr-7k2f9q", "DR-7K2F9", "DR-7K2F9QQ", "DR-0O1IL0", "<script>", "Call 555-0100"]) {
      expect(referenceFromQuery(bad)).toBeNull();
    }
  });
});
