/** @jest-environment node */
import * as caseStudies from "@/features/content/case-studies";
import * as home from "@/features/content/home";
import { sampleLabels } from "@/features/content/samples";
import * as profiles from "@/features/content/sample-profiles";
import { termsOfUse } from "@/features/content/terms-of-use";
import { timeZoneValues } from "@/platform/business-hours/time-zones";

/** Sample stories, quotes and profiles say so wherever they appear, and point at nobody real. */
describe("sample material", () => {
  it("labels the case studies as samples with fictional clients, on the page and in its metadata", () => {
    expect(caseStudies.caseStudySampleLabel).toBe(sampleLabels.story);
    expect(caseStudies.caseStudiesMeta.description).toMatch(/sample stories/i);
    expect(caseStudies.caseStudiesMeta.description).toMatch(/fictional clients/i);
    expect(caseStudies.caseStudiesHero.title).toMatch(/sample stories/i);
    expect(caseStudies.caseStudiesFinePrint).toMatch(/samples.*fictional.*not client results/is);
    for (const study of caseStudies.caseStudies) {
      // Described by kind, never named: "A fictional …".
      expect(study.clientKind).toMatch(/^A fictional /);
      expect(study.results.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("keeps the specification's figures, each in a sample story", () => {
    const all = caseStudies.caseStudies.map((study) => `${study.headline} ${study.results.map((r) => `${r.value} ${r.label}`).join(" ")}`);
    expect(all.filter((text) => /300% revenue growth/.test(text))).toHaveLength(1);
    expect(all.filter((text) => /2\.4x ROAS improvement/.test(text))).toHaveLength(1);
  });

  it("labels quotes as samples and attributes them to no named person", () => {
    expect(home.homeTestimonialsIntro.intro).toMatch(/sample quotes/i);
    expect(home.homeFinePrint).toMatch(/samples/i);
    for (const quote of home.homeTestimonials) {
      expect(Object.keys(quote).sort()).toEqual(["attribution", "quote"]);
      // A role and a kind of company, no "Maya R." style names.
      expect(quote.attribution).not.toMatch(/\b[A-Z][a-z]+ [A-Z]\.(\s|,|$)/);
    }
  });

  it("labels profiles as examples, with no names and time zones from the form's list", () => {
    expect(profiles.sampleProfilesIntro.label).toBe(sampleLabels.profile);
    expect(profiles.sampleProfilesIntro.intro).toMatch(/examples describing no real person/);
    expect(profiles.portraitAlt).toMatch(/no real person/);
    for (const profile of profiles.sampleProfiles) {
      expect(timeZoneValues.has(profile.timeZone)).toBe(true);
      expect(profile.tools.length).toBeGreaterThanOrEqual(2);
      expect(Object.keys(profile)).not.toContain("name");
    }
  });

  it("are explained in the terms of use", () => {
    const terms = termsOfUse.sections.flatMap((section) => section.paragraphs).join(" ");
    expect(terms).toMatch(/marked as samples or examples.*fictional/s);
  });
});
