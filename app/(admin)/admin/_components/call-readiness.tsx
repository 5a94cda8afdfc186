import Link from "next/link";
import { callReadinessCopy } from "@/features/admin/admin-copy";
import type { CallReadiness } from "@/features/admin/team";

/**
 * Tells staff when buyers cannot book a call, and why, before a buyer finds out: nobody is offered (launch
 * day, or everyone opted out), or some who take calls are left out until they give a name. Nothing when all
 * who take calls are offered.
 */
export function CallReadinessNotice({ readiness }: { readonly readiness: CallReadiness }) {
  const { offered, unnamed } = readiness;
  if (offered.length > 0 && unnamed.length === 0) return null;
  const nobody = offered.length === 0;
  return (
    <section aria-labelledby="call-readiness-heading" className="admin-notice admin-notice--error" data-testid="call-readiness">
      <h2 id="call-readiness-heading" className="admin-section__title">
        {nobody ? callReadinessCopy.nobodyHeading : callReadinessCopy.unnamedHeading}
      </h2>
      {nobody ? <p>{callReadinessCopy.nobody}</p> : null}
      {unnamed.length > 0 ? (
        <>
          <p>{callReadinessCopy.unnamed}</p>
          <ul>
            {unnamed.map((member) => (
              <li key={member.email}>{member.email}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link href="/admin/team">{callReadinessCopy.teamLink}</Link>
      </p>
    </section>
  );
}
