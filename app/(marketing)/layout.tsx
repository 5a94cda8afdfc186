import type { ReactNode } from "react";
import "../styles/site-styles";

/** The public pages: the root layout's shell, styled by the site's stylesheet (imported here, see app/layout.tsx). */
export default function MarketingLayout({ children }: { readonly children: ReactNode }) {
  return children;
}
