"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { focusNewPage } from "@/features/accessibility/new-page-focus";

/** Moves focus to a new page's heading after a client-side navigation lost it (features/accessibility/new-page-focus.ts). */
export function NewPageFocus() {
  const pathname = usePathname();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    // The first page of a visit is a full load: the browser starts it at the top, as it should.
    if (shown.current !== null && shown.current !== pathname) focusNewPage(document);
    shown.current = pathname;
  }, [pathname]);

  return null;
}
