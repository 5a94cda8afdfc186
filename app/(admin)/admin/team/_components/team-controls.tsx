import Link from "next/link";
import { changeRoleAction, removeMemberAction } from "@/app/(admin)/admin/actions";
import { roleLabels, teamManagementCopy as copy } from "@/features/admin/team-copy";
import { teamRoles, type TeamRole } from "@/features/team/roles";
import { ActionForm } from "@/ui/action-form";

/** A colleague's role, and the way to remove them: an owner's controls in their row. Plain forms and a link, so they work without JavaScript. */
export function MemberControls({ email, name, role, index }: { readonly email: string; readonly name: string; readonly role: TeamRole; readonly index: number }) {
  const selectId = `role-${index}`;
  return (
    <div className="team-controls">
      <ActionForm action={changeRoleAction} permalink="/admin/team" className="team-controls__role" aria-label={copy.roleLabel(name)}>
        <input type="hidden" name="email" value={email} />
        <label htmlFor={selectId} className="visually-hidden">
          {copy.roleLabel(name)}
        </label>
        <select id={selectId} name="role" defaultValue={role}>
          {teamRoles.map((value) => (
            <option key={value} value={value}>
              {roleLabels[value]}
            </option>
          ))}
        </select>
        <button type="submit" className="admin-button admin-button--secondary">
          {copy.changeRole}
          <span className="visually-hidden">: {name}</span>
        </button>
      </ActionForm>
      <Link href={`/admin/team?remove=${encodeURIComponent(email)}#remove-heading`} className="admin-danger-link">
        {copy.removeLink(name)}
      </Link>
    </div>
  );
}

/** The removal's confirmation step (?remove=<e-mail>): what happens, then the destructive button. */
export function RemoveConfirmation({ email, name }: { readonly email: string; readonly name: string }) {
  return (
    <section aria-labelledby="remove-heading" className="admin-section admin-section--danger">
      <h2 id="remove-heading" className="admin-section__title">
        {copy.confirmHeading(name)}
      </h2>
      <p>{copy.confirmText}</p>
      <ActionForm action={removeMemberAction} permalink="/admin/team" className="admin-confirm__actions">
        <input type="hidden" name="email" value={email} />
        <button type="submit" className="admin-button admin-button--danger">
          {copy.confirmButton(name)}
        </button>
        <Link href="/admin/team" className="admin-button admin-button--secondary">
          {copy.cancel}
        </Link>
      </ActionForm>
    </section>
  );
}
