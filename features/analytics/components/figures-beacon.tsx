"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { sendPageView, whenPageIdle } from "@/features/analytics/send-beacon";

/**
 * Whether this document has counted its first page yet. Held by the module, not the component: the
 * request form's route group has a layout of its own, so moving between it and the other public pages
 * mounts a new beacon, and that must not count as a new visit.
 */
let documentCounted = false;

/**
 * Counts each page view of the public pages (features/analytics/send-beacon.ts), after the page has loaded;
 * client-side navigations count too, and only a document's first page can be a visit.
 */
export function FiguresBeacon() {
  const pathname = usePathname();

  useEffect(() => {
    const first = !documentCounted;
    documentCounted = true;
    whenPageIdle(() => sendPageView(pathname, first));
  }, [pathname]);

  return null;
}
