import type { ReactNode } from "react";
import { SamePageLinkTop } from "@/components/marketing/same-page-link-top";

interface MarketingLayoutProps {
  readonly children: ReactNode;
}

/** The public pages share one behaviour beyond the root shell: a link to the current page starts it afresh. */
export default function MarketingLayout({ children }: MarketingLayoutProps) {
  return (
    <>
      {children}
      <SamePageLinkTop />
    </>
  );
}
