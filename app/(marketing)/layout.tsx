import type { ReactNode } from "react";
import { FiguresBeacon } from "@/components/analytics/figures-beacon";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import "../styles/site-styles";

/**
 * The public pages: the marketing header and footer around the page, styled by the site's stylesheet
 * (imported here, see app/layout.tsx). The skip links, shortcuts help and accessibility panel are the root
 * layout's, shared with the admin area.
 */
export default function MarketingLayout({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      {/* Public pages only: the admin area is never counted. */}
      <FiguresBeacon />
    </>
  );
}
