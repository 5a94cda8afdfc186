/** @jest-environment node */
import { NextRequest } from "next/server";
import { resourceDocuments } from "@/features/content/resource-documents";
import { unknownResourceRedirect } from "@/features/content/unknown-resource";

const at = (path: string) => new NextRequest(`http://127.0.0.1:3000${path}`);

describe("unknownResourceRedirect", () => {
  it("sends an unknown resource to the landing page, and no cache may keep that answer", () => {
    for (const path of ["/resources/unknown", "/resources/unknown/", "/resources/%E2%80%AE", "/resources/Delegation-Checklist"]) {
      const response = unknownResourceRedirect(at(path));
      expect(response?.status).toBe(307);
      expect(new URL(response!.headers.get("location")!).pathname).toBe("/home");
      expect(response?.headers.get("cache-control")).toBe("no-store");
      expect(response?.headers.get("cache-control")).not.toMatch(/max-age=[1-9]/);
    }
  });

  it("lets every resource, the resources page and other paths through", () => {
    expect(resourceDocuments.length).toBeGreaterThan(0);
    for (const document of resourceDocuments) expect(unknownResourceRedirect(at(document.meta.path))).toBeNull();
    for (const path of ["/resources", "/resources/", "/home", "/resources/a/b"]) expect(unknownResourceRedirect(at(path))).toBeNull();
  });
});
