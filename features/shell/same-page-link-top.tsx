"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** A plain left click that a link (or the browser) would handle in place. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The router treats a link to the page already shown as a no-op, leaving the visitor
 * wherever they had scrolled. Visitors expect such a link to start the page afresh, so
 * this sends them to the top and refetches the page's data. Links with a fragment are
 * left to the browser, which scrolls to their section.
 */
export function SamePageLinkTop() {
  const router = useRouter();

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest<HTMLAnchorElement>("a[href]");
      if (!anchor || anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return;
      const url = new URL(anchor.href, window.location.href);
      const here = window.location;
      if (url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search || url.hash) return;
      window.scrollTo({ top: 0, left: 0 });
      router.refresh();
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [router]);

  return null;
}
