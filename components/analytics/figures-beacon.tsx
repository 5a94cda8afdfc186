"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { sendPageView, whenPageIdle } from "@/lib/analytics/send-beacon";

/**
 * Counts each page view of the public pages (lib/analytics/send-beacon.ts), after the page has loaded;
 * client-side navigations count too, and only a document's first page can be a visit.
 */
export function FiguresBeacon() {
  const pathname = usePathname();
  const counted = useRef(false);

  useEffect(() => {
    const first = !counted.current;
    counted.current = true;
    whenPageIdle(() => sendPageView(pathname, first));
  }, [pathname]);

  return null;
}
