import type { ReactNode } from "react";
import { mainContentId } from "@/features/accessibility/shell-dialogs";

/** The page's one <main>: focusable by script only, so the skip link and new-page focus can land on it. */
export function MainContent({ className, children }: { readonly className?: string; readonly children: ReactNode }) {
  return (
    <main id={mainContentId} tabIndex={-1} className={className}>
      {children}
    </main>
  );
}
