import type { ReactNode } from "react";
import { PublicFooter } from "@/features/shell/public-footer";
// The page renders the header, not this layout; imported here all the same, so the layout's script is the
// marketing layout's shared chunk, loaded once (measured: without it the page carried a second copy of the
// link and visit-count code, 3.7 KB gzip over the JavaScript budget).
import "@/features/shell/site-header";

/**
 * The request form's group: the public shell, except that the page places the header and <main> itself.
 * After a refused send its error summary comes first after the skip links, before the header, and only
 * the form knows when that is (features/delegation/components/delegation-form.tsx).
 */
export default function RequestFormLayout({ children }: { readonly children: ReactNode }) {
  return (
    <>
      {children}
      <PublicFooter />
    </>
  );
}
