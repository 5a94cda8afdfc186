import type { Metadata } from "next";
import type { ReactNode } from "react";
import "../styles/site-styles";
import "../styles/admin.css";

// Admin pages are private: never indexed, never followed, whatever a crawler finds linked.
export const metadata: Metadata = {
  robots: { index: false, follow: false, nocache: true },
};

export default function AdminLayout({ children }: { readonly children: ReactNode }) {
  return <div className="admin">{children}</div>;
}
