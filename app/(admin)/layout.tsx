import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminShellHeader } from "@/features/admin/components/admin-shell-header";
import { MainContent } from "@/features/accessibility/components/main-content";
import { PublicStylesheetOff } from "../styles/public-stylesheet-off";
import "../styles/form-styles";
import "../styles/admin.css";

// Admin pages are private: never indexed, never followed, whatever a crawler finds linked.
export const metadata: Metadata = {
  robots: { index: false, follow: false, nocache: true },
};

/** Staff pages: their own compact header and no marketing footer (the root layout keeps the shared aids). */
export default function AdminLayout({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <PublicStylesheetOff />
      <AdminShellHeader />
      <MainContent className="admin">{children}</MainContent>
    </>
  );
}
