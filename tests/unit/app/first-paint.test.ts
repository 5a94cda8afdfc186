import { isAdminArea, linksStylesheetInHead, pathOfSegments } from "../../../app/styles/first-paint";

describe("how a page gets the site's stylesheet", () => {
  it("reads the path from the root layout's segments, route groups left out", () => {
    expect(pathOfSegments(["(marketing)", "resources", "hiring-guide"])).toBe("/resources/hiring-guide");
    expect(pathOfSegments([])).toBe("/");
  });

  it("links it in <head> on the pages without a hero: the legal pages and the resources' documents", () => {
    expect(linksStylesheetInHead(["(marketing)", "privacy-policy"])).toBe(true);
    expect(linksStylesheetInHead(["(marketing)", "resources", "hiring-guide"])).toBe(true);
    expect(linksStylesheetInHead(["(marketing)", "resources"])).toBe(false);
    expect(linksStylesheetInHead(["(marketing)", "home"])).toBe(false);
    expect(linksStylesheetInHead(["(request-form)", "delegation-tasks-guide", "form"])).toBe(false);
  });

  it("knows the admin area by its route group", () => {
    expect(isAdminArea(["(admin)", "admin"])).toBe(true);
    expect(isAdminArea(["(marketing)", "home"])).toBe(false);
  });
});
