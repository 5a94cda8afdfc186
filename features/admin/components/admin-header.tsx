import Link from "next/link";
import { ActionForm } from "@/ui/action-form";
import { accountPageCopy } from "@/features/admin/account-copy";
import { callsPageCopy, teamPageCopy } from "@/features/admin/admin-copy";
import { visitFiguresCopy } from "@/features/analytics/visit-figures-copy";

export interface AdminHeaderProps {
  readonly email: string;
  /** The admin area's sign-out action (app/(admin)/admin/actions.ts); passed in because components never import app/. */
  readonly signOutAction: (previous: null, formData: FormData) => Promise<null>;
}

/** The admin area's own bar: where you are, who you are, and the way out. */
export function AdminHeader({ email, signOutAction }: AdminHeaderProps) {
  return (
    <div className="admin-bar row-spread">
      <nav aria-label="Admin">
        <Link href="/admin" className="admin-bar__link">
          Delegation requests
        </Link>
        <Link href="/admin/calls" className="admin-bar__link">
          {callsPageCopy.navLabel}
        </Link>
        <Link href="/admin/team" className="admin-bar__link">
          {teamPageCopy.navLabel}
        </Link>
        <Link href="/admin/visitor-data" className="admin-bar__link">
          A visitor&apos;s data
        </Link>
        <Link href="/admin/figures" className="admin-bar__link">
          {visitFiguresCopy.navLabel}
        </Link>
        <Link href="/admin/account" className="admin-bar__link">
          {accountPageCopy.navLabel}
        </Link>
      </nav>
      <div className="admin-bar__account">
        <span className="admin-bar__who">
          Signed in as <strong>{email}</strong>
        </span>
        {/* Posted to the dashboard without JavaScript: every admin page carries this form, and the action redirects. */}
        <ActionForm action={signOutAction} permalink="/admin">
          <button type="submit" className="admin-button admin-button--secondary">
            Sign out
          </button>
        </ActionForm>
      </div>
    </div>
  );
}
