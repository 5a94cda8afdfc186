import { mailStatusCopy } from "@/features/content/outbox";
import type { MessagingConfig } from "@/features/outbox/config";

export interface MailStatusProps {
  readonly mail: MessagingConfig["mail"];
  readonly webhook: boolean;
  /** Where the .eml files go, shown when they are written instead of sent. */
  readonly folder: string;
}

/** A notice when e-mail does not go out through SMTP; nothing when it does. */
export function MailStatus({ mail, webhook, folder }: MailStatusProps) {
  if (mail === "smtp") return null;
  const copy = mail === "files" ? { heading: mailStatusCopy.files.heading, body: mailStatusCopy.files.body(folder) } : { heading: mailStatusCopy.off.heading, body: mailStatusCopy.off.body(webhook) };
  return (
    <section aria-labelledby="mail-status-heading" className="admin-notice admin-notice--error" data-testid="mail-status">
      <h2 id="mail-status-heading" className="admin-section__title">
        {copy.heading}
      </h2>
      <p>{copy.body}</p>
    </section>
  );
}
