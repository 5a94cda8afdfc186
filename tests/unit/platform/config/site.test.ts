import { copyrightLine, pageAnchors, pageFragments, publicRoutes, site } from "@/platform/config/site";

describe("site configuration", () => {
  it("labels the header links exactly as the specification does", () => {
    expect(site.primaryNav.map((item) => item.label)).toEqual([
      "Why OS?",
      "Pricing",
      "Roles",
      "Vetting Process",
      "Case Studies",
    ]);
    expect(site.primaryNav.map((item) => item.href)).toEqual([
      "/why-ga",
      "/pricing",
      "/roles",
      "/vetting-process",
      "/case-studies",
    ]);
  });

  it("sends Get Started to the delegation-tasks form", () => {
    expect(site.getStarted).toEqual({ label: "Get Started", href: "/delegation-tasks-guide/form" });
  });

  it("has four footer columns: the company, Roles, Resources, Case Studies", () => {
    expect(site.footerColumns.map((column) => column.heading)).toEqual([site.name, "Roles", "Resources", "Case Studies"]);
  });

  it("links every footer fragment to an id its page promises", () => {
    for (const column of site.footerColumns) {
      for (const link of column.links) {
        const [path, fragment] = link.href.split("#");
        expect(publicRoutes).toContain(path);
        if (fragment) {
          const promised: readonly string[] = pageAnchors[path as keyof typeof pageAnchors] ?? [];
          expect(promised).toContain(fragment);
        }
      }
    }
  });

  it("covers each fragment of the specification in the footer", () => {
    const footerHrefs = site.footerColumns.flatMap((column) => column.links.map((link) => link.href));
    for (const [path, fragments] of Object.entries(pageFragments)) {
      for (const fragment of fragments) expect(footerHrefs).toContain(`${path}#${fragment}`);
    }
  });

  it("lists the three social networks with https URLs", () => {
    expect(site.socials.map((social) => social.network)).toEqual(["Twitter (X)", "LinkedIn", "Facebook"]);
    for (const social of site.socials) expect(new URL(social.href).protocol).toBe("https:");
  });

  it("has a contact e-mail and the legal links", () => {
    expect(site.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(site.legal).toEqual([
      { label: "Privacy Policy", href: "/privacy-policy" },
      { label: "Terms of Use", href: "/terms-of-use" },
      { label: "Accessibility", href: "/accessibility" },
    ]);
  });

  it("lists each public route once, the admin area never", () => {
    expect(new Set(publicRoutes).size).toBe(publicRoutes.length);
    expect(publicRoutes.some((route) => route.startsWith("/admin"))).toBe(false);
  });

  it("writes the copyright line for the given year, in the legal entity's name", () => {
    expect(copyrightLine(2031)).toBe(`© 2031 ${site.legalEntity}. All rights reserved.`);
  });

  it("links the company page from the footer", () => {
    expect(site.footerColumns[0]!.links).toContainEqual({ label: "Company", href: "/company" });
    expect(publicRoutes).toContain("/company");
  });
});
