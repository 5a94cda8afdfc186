"use client";

import { useActionState } from "react";
import { cancelInvitationAction, inviteAction, resendInvitationAction, type InviteActionResult } from "@/app/(admin)/admin/actions";
import { invitationPageCopy as copy } from "@/features/team/invitations/invitation-copy";
import { teamRoles } from "@/features/team/roles";
import { ActionForm } from "@/ui/action-form";
import { fieldProblems } from "../../_components/field-problems";

type Field = keyof InviteActionResult["problems"];

/** The owner's invite form: an address and a role. Posts without JavaScript too; a refusal keeps what was typed beside its problem. */
export function InviteForm() {
  // Where the form posts without JavaScript; React would otherwise render an empty, invalid action="".
  const [result, formAction, pending] = useActionState<InviteActionResult | null, FormData>(inviteAction, null, "/admin/team");
  const values = result?.values ?? { address: "", role: "member" };
  const problems = result?.problems ?? {};
  const { described, error } = fieldProblems<Field>("invite", problems);
  return (
    <form action={formAction} className="admin-note-form admin-invite-form" aria-labelledby="invite-heading" noValidate key={JSON.stringify(values)}>
      <div className="admin-field admin-field--wide">
        <label htmlFor="invite-address">{copy.addressLabel}</label>
        <input id="invite-address" name="address" type="email" autoComplete="off" spellCheck={false} defaultValue={values.address} maxLength={254} required {...described("address")} />
        {error("address")}
      </div>
      <div className="admin-field">
        <label htmlFor="invite-role">{copy.roleLabel}</label>
        <select id="invite-role" name="role" defaultValue={teamRoles.includes(values.role as never) ? values.role : "member"} {...described("role")}>
          {teamRoles.map((role) => (
            <option key={role} value={role}>
              {copy.roleNames[role]}
            </option>
          ))}
        </select>
        {error("role")}
      </div>
      <button type="submit" className="admin-button" aria-disabled={pending || undefined}>
        {copy.submit}
      </button>
    </form>
  );
}

/** A pending invitation's two controls: plain forms, so they work without JavaScript. */
export function InvitationControls({ address }: { readonly address: string }) {
  return (
    <div className="team-controls">
      <ActionForm action={resendInvitationAction} permalink="/admin/team" aria-label={copy.resend(address)}>
        <input type="hidden" name="address" value={address} />
        <button type="submit" className="admin-button admin-button--secondary">
          {copy.resendButton}
          <span className="visually-hidden">: {address}</span>
        </button>
      </ActionForm>
      <ActionForm action={cancelInvitationAction} permalink="/admin/team" aria-label={copy.cancel(address)}>
        <input type="hidden" name="address" value={address} />
        <button type="submit" className="admin-button admin-button--secondary">
          {copy.cancelButton}
          <span className="visually-hidden">: {address}</span>
        </button>
      </ActionForm>
    </div>
  );
}
