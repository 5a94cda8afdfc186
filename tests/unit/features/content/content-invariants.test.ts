/** @jest-environment node */
import { pageStateKey } from "@/features/accessibility/settings-storage";
import { company } from "@/platform/config/company";
import * as caseStudiesModule from "@/features/content/case-studies";
import * as companyModule from "@/features/content/company";
import * as agenciesModule from "@/features/content/for-agencies";
import * as homeModule from "@/features/content/home";
import * as pricingModule from "@/features/content/pricing";
import { privacyPolicy } from "@/features/content/privacy-policy";
import * as requestSentModule from "@/features/delegation/request-sent-copy";
import * as resourceDocumentsModule from "@/features/content/resource-documents";
import * as resourcesModule from "@/features/content/resources";
import * as rolesModule from "@/features/content/roles";
import * as sampleProfilesModule from "@/features/content/sample-profiles";
import { termsOfUse } from "@/features/content/terms-of-use";
import * as vettingModule from "@/features/content/vetting-process";
import * as whyModule from "@/features/content/why-ga";
import { pageMetas } from "@/features/content/page-metas";
import { pageAnchors, pageFragments, publicRoutes, site } from "@/platform/config/site";

const modules = {
  home: homeModule,
  why: whyModule,
  pricing: pricingModule,
  roles: rolesModule,
  vetting: vettingModule,
  caseStudies: caseStudiesModule,
  agencies: agenciesModule,
  resources: resourcesModule,
  resourceDocuments: resourceDocumentsModule,
  profiles: sampleProfilesModule,
  company: companyModule,
  requestSent: requestSentModule,
  privacy: { privacyPolicy },
  terms: { termsOfUse },
};

/** Every string reachable from a value, with the path that leads to it. */
function collectStrings(value: unknown, path: string, out: Array<[string, string]>): Array<[string, string]> {
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((item, index) => collectStrings(item, `${path}[${index}]`, out));
  else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) collectStrings(child, `${path}.${key}`, out);
  }
  return out;
}

const allStrings = Object.entries(modules).flatMap(([name, mod]) => collectStrings(mod, name, []));
const allText = allStrings.map(([, text]) => text).join("\n");

describe("content modules", () => {
  it("contain a substantial amount of copy", () => {
    expect(allStrings.length).toBeGreaterThan(300);
  });

  it("hold no empty, untrimmed or placeholder strings", () => {
    const offenders = allStrings
      .filter(([, text]) => text.trim() === "" || text !== text.trim() || /lorem ipsum|coming soon|\bTODO\b|\bTBD\b/i.test(text))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });

  it("name the brand OpenSeat, never a stale name", () => {
    expect(allText).toContain("OpenSeat");
    expect(allText).not.toMatch(/\bGA\b/);
  });
});

describe("fragments", () => {
  const cases: Array<[keyof typeof pageFragments, readonly string[]]> = [
    ["/roles", rolesModule.roles.map((role) => role.id)],
    ["/case-studies", caseStudiesModule.caseStudies.map((study) => study.id)],
    ["/resources", resourcesModule.resourceSections.map((section) => section.id)],
  ];

  it.each(cases)("%s renders each promised fragment exactly once", (route, ids) => {
    for (const fragment of pageFragments[route]) {
      expect(ids.filter((id) => id === fragment)).toHaveLength(1);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("roles page ids stay unique across the eight role sections and the example profiles", () => {
    const ids = [...rolesModule.roles.map((role) => role.id), sampleProfilesModule.sampleProfilesIntro.id];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ["privacy", privacyPolicy.sections.map((section) => section.id)],
    ["terms", termsOfUse.sections.map((section) => section.id)],
  ])("%s section ids are unique and URL-safe", (_name, ids) => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });
});

describe("roles", () => {
  it("cover all eight talent types", () => {
    expect(rolesModule.roles.map((role) => role.id).sort()).toEqual(
      ["analytics", "automation", "content", "design", "paid-media", "seo", "shopify", "video"].sort(),
    );
  });

  it("open with the specification's four fragments, in its order; the other four follow as sections of their own", () => {
    expect(rolesModule.roles.slice(0, 4).map((role) => role.id)).toEqual([...pageFragments["/roles"]]);
    expect(rolesModule.roles.map((role) => role.id)).toEqual([...pageAnchors["/roles"]]);
    for (const role of rolesModule.roles) expect(role.id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it("are all named, in the same order, by the home page's list and the footer's Roles column", () => {
    const anchors = rolesModule.roles.map((role) => `/roles#${role.id}`);
    expect(homeModule.homeRoleLinks.map((card) => card.link?.href)).toEqual(anchors);
    expect(homeModule.homeRoleLinks.map((card) => card.title)).toEqual(rolesModule.roles.map((role) => role.name));
    const footerRoles = site.footerColumns.find((column) => column.heading === "Roles");
    expect(footerRoles?.links.map((link) => link.href)).toEqual(anchors);
    // The heading counts them: "Eight disciplines" must list eight.
    expect(rolesModule.roles).toHaveLength(8);
    expect(homeModule.homeRolesIntro.heading).toMatch(/^Eight disciplines/);
  });
});

describe("figures from the specification", () => {
  it("pricing starts from $2,000/month", () => {
    expect(pricingModule.pricingHero.title).toContain("$2,000/month");
    expect(pricingModule.pricingFaq.length).toBeGreaterThanOrEqual(4);
  });

  it("the vetting funnel narrows at every stage to under 0.5% accepted, and labels each stage with its number", () => {
    expect(vettingModule.vettingHero.lead).toContain("under 0.5% of applicants");
    const stages = vettingModule.funnelStages;
    expect(stages.length).toBe(5);
    expect(stages.at(-1)!.remainingPer1000 / vettingModule.funnelBase).toBeLessThan(0.005);
    let previous = vettingModule.funnelBase;
    for (const stage of stages) {
      expect(stage.remainingPer1000).toBeLessThan(previous);
      expect(vettingModule.funnelBarPercent(stage.remainingPer1000)).toBeLessThan(vettingModule.funnelBarPercent(previous));
      previous = stage.remainingPer1000;
    }
    expect(vettingModule.funnelBarPercent(vettingModule.funnelBase)).toBe(100);
    expect(vettingModule.funnelRemainingLabel(stages[0]!, false)).toBe("200 of every 1,000 (20%) remain");
    expect(vettingModule.funnelRemainingLabel(stages.at(-1)!, true)).toBe("4 of every 1,000 (0.4%) accepted");
  });

  it("the case studies keep the fragments' names and carry the promised results", () => {
    const { caseStudies } = caseStudiesModule;
    expect(caseStudies.map((study) => study.name)).toEqual(["Unbloat", "Quip", "Open Store", "Legacy Box"]);
    const results = caseStudies.flatMap((study) => study.results.map((stat) => `${stat.value} ${stat.label}`));
    expect(results.some((text) => /300% revenue growth/.test(text))).toBe(true);
    expect(results.some((text) => /2\.4x ROAS improvement/.test(text))).toBe(true);
  });
});

describe("legal pages", () => {
  const privacyText = collectStrings(privacyPolicy, "privacy", []).map(([, text]) => text).join("\n");
  const termsText = collectStrings(termsOfUse, "terms", []).map(([, text]) => text).join("\n");

  it("the privacy policy names its controller and covers settings storage, form data, erasure, cookies and trackers", () => {
    expect(privacyText).toContain(company.legal.entityName);
    expect(privacyText).toContain(company.legal.address);
    expect(privacyText).toContain('"accessibility-settings"');
    expect(privacyText).toContain(`"${pageStateKey}"`);
    expect(privacyText).toContain('"delegation-request-summary"');
    expect(privacyText).toMatch(/never sent to us/);
    expect(privacyText).toMatch(/What we store/);
    expect(privacyText).toMatch(/Why:/);
    expect(privacyText).toMatch(/How long:/);
    expect(privacyText).toMatch(/erase/);
    expect(privacyText).toContain(site.email);
    // The cookies it names are the ones the site sets: none on public pages (the form's token is in the page), and the staff session.
    expect(privacyText).toMatch(/public pages of this site set no cookies/i);
    expect(privacyText).toMatch(/only cookie we use is the session cookie for our staff/i);
    expect(privacyText).toMatch(/no third-party/i);
  });

  it("the terms name who runs the site, where, and the governing law, and cover the settings and the request form", () => {
    expect(termsText).toContain(`run by ${company.legal.entityName}`);
    expect(termsText).toContain(company.legal.address);
    expect(termsText).toContain(`governed by the laws of ${company.legal.governingLaw}`);
    expect(termsText).toContain('"accessibility-settings"');
    expect(termsText).toContain(`"${pageStateKey}"`);
    expect(termsText).toMatch(/request form/);
  });
});

describe("page metadata", () => {
  it("covers every marketing route except the delegation guide's own pages", () => {
    const mine = publicRoutes.filter((route) => !route.startsWith("/delegation-tasks-guide"));
    expect(pageMetas.map((meta) => meta.path).sort()).toEqual([...mine].sort());
  });

  it("gives every page a unique title and description of search-result length", () => {
    expect(new Set(pageMetas.map((meta) => meta.title)).size).toBe(pageMetas.length);
    expect(new Set(pageMetas.map((meta) => meta.description)).size).toBe(pageMetas.length);
    for (const meta of pageMetas) {
      expect(meta.description.length).toBeGreaterThanOrEqual(70);
      expect(meta.description.length).toBeLessThanOrEqual(200);
      expect(meta.title).not.toContain("OpenSeat |");
    }
  });
});
