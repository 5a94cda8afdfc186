"use client";

import { useLayoutEffect } from "react";
import { siteStylesheetHref } from "./site-stylesheet.generated";

/**
 * In the admin area, turns off the public pages' stylesheet file while it is shown. The area links none itself
 * (critical-style.tsx), but Back from a public page is a client navigation, and the file the head script wrote into
 * that page's <head> stays there, after Next's admin sheets, where it would win admin.css's ties (the sign-in form's
 * max-width: tests/e2e/admin-stylesheet.spec.ts). A layout effect, so it is off before the browser paints. Here
 * rather than in the root layout's components, so the public pages' script does not carry it (budgets.spec.ts).
 */
export function PublicStylesheetOff() {
  useLayoutEffect(() => {
    const links = Array.from(document.head.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][href="${siteStylesheetHref}"]`));
    for (const link of links) link.disabled = true;
    return () => {
      for (const link of links) link.disabled = false;
    };
  }, []);
  return null;
}
