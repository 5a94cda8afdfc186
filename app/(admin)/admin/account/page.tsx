import type { Metadata } from "next";
import Link from "next/link";
import { AdminHeader } from "@/features/admin/components/admin-header";
import { AdminTable } from "@/features/admin/components/admin-table";
import { accountPageCopy as copy } from "@/features/admin/account-copy";
import { formatDateTime } from "@/features/admin/format";
import { myProfile } from "@/features/admin/team";
import { myAccount } from "@/features/auth/account/account";
import { requireAdminPage } from "@/features/auth/require-admin";
import { createMetadata } from "@/platform/page/metadata";
import { ActionForm } from "@/ui/action-form";
import { signOutAction } from "../actions";
import { ProfileSection } from "../_components/profile-section";
import { endOtherSessionsAction, endSessionAction } from "./actions";
import { PasswordForm } from "./_components/password-form";
import { RecoveryCodesForm } from "./_components/recovery-codes-form";

export const metadata: Metadata = createMetadata({
  title: "Admin: your account",
  description: "Your sessions, password, recovery codes and profile.",
  path: "/admin/account",
  noIndex: true,
});

type Query = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined): string => (typeof value === "string" ? value : "");

/** The notice a session form's redirect asks for, in words; null for none or one this page does not know. */
function noticeText(query: Query): string | null {
  const notice = one(query.notice);
  if (notice === "endedAll") return copy.notices.endedAll(Math.max(0, Number.parseInt(one(query.count), 10) || 0));
  if (notice === "ended" || notice === "ended-none" || notice === "failed") return copy.notices[notice];
  return null;
}

export default async function AccountPage({ searchParams }: { readonly searchParams: Promise<Query> }) {
  const admin = await requireAdminPage("/admin/account");
  const [account, me, query] = await Promise.all([myAccount(), myProfile(), searchParams]);
  const notice = noticeText(query);
  const others = account.sessions.filter((session) => !session.current);
  return (
    <div className="container admin-page">
      <AdminHeader email={admin.email} signOutAction={signOutAction} />
      <h1>{copy.title}</h1>
      <p>{copy.lead}</p>
      <p>
        <Link href="/admin/team">{copy.teamLink}</Link>
      </p>

      <section aria-labelledby="sessions-heading" className="admin-section">
        <h2 id="sessions-heading" className="admin-section__title">
          {copy.sessions.heading}
        </h2>
        <p id="sessions-notice" role="status" className={notice ? `admin-notice admin-notice--${query.notice === "failed" ? "error" : "success"}` : "admin-notice admin-notice--empty"}>
          {notice}
        </p>
        <AdminTable
          id="sessions-caption"
          cards
          caption={copy.sessions.caption}
          columns={[copy.sessions.columns.device, copy.sessions.columns.signedIn, copy.sessions.columns.lastActive, copy.sessions.columns.action]}
        >
          {account.sessions.map((session) => {
            const device = session.device || copy.sessions.unknownDevice;
            const signedIn = formatDateTime(new Date(session.signedInAt).toISOString());
            return (
              <tr key={session.id}>
                <th scope="row">{device}</th>
                <td data-label={copy.sessions.columns.signedIn}>{signedIn}</td>
                <td data-label={copy.sessions.columns.lastActive}>{formatDateTime(new Date(session.lastActiveAt).toISOString())}</td>
                <td data-label={copy.sessions.columns.action}>
                  {session.current ? (
                    <strong>{copy.sessions.thisOne}</strong>
                  ) : (
                    <ActionForm action={endSessionAction} permalink="/admin/account" aria-label={copy.sessions.endLabel(device, signedIn)}>
                      <input type="hidden" name="session" value={session.id} />
                      <button type="submit" className="admin-button admin-button--secondary" aria-label={copy.sessions.endLabel(device, signedIn)}>
                        {copy.sessions.end}
                      </button>
                    </ActionForm>
                  )}
                </td>
              </tr>
            );
          })}
        </AdminTable>
        <p className="admin-hint">{copy.sessions.lastActiveHint}</p>
        {others.length > 0 ? (
          <ActionForm action={endOtherSessionsAction} permalink="/admin/account">
            <button type="submit" className="admin-button admin-button--danger">
              {copy.sessions.endAll}
            </button>
          </ActionForm>
        ) : (
          <p>{copy.sessions.none}</p>
        )}
      </section>

      {account.hasPassword ? (
        <>
          <section aria-labelledby="password-heading" className="admin-section">
            <h2 id="password-heading" className="admin-section__title">
              {copy.password.heading}
            </h2>
            <PasswordForm email={account.email} />
          </section>
          {account.recoveryCodesLeft !== null ? (
            <section aria-labelledby="recovery-heading" className="admin-section">
              <h2 id="recovery-heading" className="admin-section__title">
                {copy.recovery.heading}
              </h2>
              <RecoveryCodesForm left={account.recoveryCodesLeft} />
            </section>
          ) : null}
        </>
      ) : (
        <p className="admin-section">{copy.googleNoPassword}</p>
      )}

      <ProfileSection me={me} permalink="/admin/account" headingId="profile-heading" heading={copy.profileHeading} />
    </div>
  );
}
