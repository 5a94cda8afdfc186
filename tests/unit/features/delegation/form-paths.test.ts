/** @jest-environment node */
import { formPath, leadsToForm } from "@/platform/config/form-paths";

describe("links that lead to the form", () => {
  it("are told apart from the pages around it", () => {
    expect(leadsToForm(formPath)).toBe(true);
    expect(leadsToForm(`${formPath}?tasks=seo:on-page`)).toBe(true);
    expect(leadsToForm(`${formPath}#main-content`)).toBe(true);
    expect(leadsToForm("/delegation-tasks-guide")).toBe(false);
    expect(leadsToForm(`${formPath}/sent?reference=DR-ABCDEF`)).toBe(false);
    expect(leadsToForm("/pricing")).toBe(false);
  });
});
