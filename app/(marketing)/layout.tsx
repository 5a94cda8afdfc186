import type { ReactNode } from "react";
import { MainContent } from "@/features/accessibility/components/main-content";
import { PublicFooter } from "@/features/shell/public-footer";
import { SiteHeader } from "@/features/shell/site-header";

/**
 * The public pages: the marketing header and footer around the page, styled by the critical part the root layout
 * inlines in <head> and the site's stylesheet it links last in <body> (docs/performance.md). The skip links,
 * shortcuts help and accessibility panel are the root layout's, shared with the admin area. The request form has a group of its own: app/(request-form).
 */
export default function MarketingLayout({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <MainContent>{children}</MainContent>
      <PublicFooter />
    </>
  );
}
