/** @jest-environment node */
import { errorTitlePrefix, titleWithError } from "@/platform/page/error-title";
import { formCopy } from "@/features/delegation/form-copy";

describe("a title while a page shows a refused send", () => {
  it("starts with Error: once, and loses it when the error goes", () => {
    expect(titleWithError("Admin sign-in | OpenSeat", true)).toBe("Error: Admin sign-in | OpenSeat");
    expect(titleWithError("Error: Admin sign-in | OpenSeat", true)).toBe("Error: Admin sign-in | OpenSeat");
    expect(titleWithError("Error: Admin sign-in | OpenSeat", false)).toBe("Admin sign-in | OpenSeat");
    expect(titleWithError("Admin sign-in | OpenSeat", false)).toBe("Admin sign-in | OpenSeat");
  });

  it("is the request form's prefix too: one rule for both", () => {
    expect(formCopy.errorTitlePrefix).toBe(errorTitlePrefix);
  });
});
