import Link from "next/link";
import { adminShellCopy } from "@/features/admin/admin-copy";
import { site } from "@/platform/config/site";

/**
 * The admin area's header: one short row (the area's name and a way to the public site). On a phone the
 * lead list starts right under it instead of under the marketing menu and its call to action.
 */
export function AdminShellHeader() {
  return (
    <header className="admin-shell">
      <div className="container admin-shell__row">
        <Link href="/admin" className="admin-shell__brand">
          {site.name} {adminShellCopy.brandSuffix}
        </Link>
        <Link href="/home" className="admin-shell__public">
          {adminShellCopy.publicSite}
        </Link>
      </div>
    </header>
  );
}
