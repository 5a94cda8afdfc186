import type { Metadata } from "next";
import { AdminHeader } from "@/features/admin/components/admin-header";
import { signOutAction } from "@/app/(admin)/admin/actions";
import { requireAdminPage } from "@/features/auth/require-admin";
import { roleOf } from "@/features/auth/require-owner";
import { createMetadata } from "@/platform/page/metadata";
import { site } from "@/platform/config/site";
import { VisitorData } from "./_components/visitor-data";

export const metadata: Metadata = createMetadata({
  title: "Admin: a visitor's data",
  description: "Find, copy or erase every request sent from one e-mail address.",
  path: "/admin/visitor-data",
  noIndex: true,
});

export default async function VisitorDataPage() {
  const admin = await requireAdminPage("/admin/visitor-data");
  return (
    <div className="container admin-page">
      <AdminHeader email={admin.email} signOutAction={signOutAction} />
      <h1>A visitor&apos;s data</h1>
      <p>
        When someone asks for a copy of their data or its erasure, find their requests by the e-mail address they
        wrote from. The privacy policy promises an answer within {site.dataRetention.erasureDays} days. The logs
        record each lookup, copy and erasure with its number of requests, never the address.
      </p>
      <VisitorData canErase={(await roleOf(admin)) === "owner"} />
    </div>
  );
}
