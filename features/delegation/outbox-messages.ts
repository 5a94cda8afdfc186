import "server-only";
import { webhookSummary } from "@/features/delegation/notify-webhook";
import type { DelegationRequest, OutboxDrafter } from "@/features/delegation/store";
import { composeBuyerConfirmation, composeStaffAlert, type MailContent } from "@/features/delegation/request-mail";
import type { MessagingConfig } from "@/features/outbox/config";
import type { OutboxDraft } from "@/features/outbox/store";

/** The admin page of one request, on the site's public address: the staff alert's link. */
export function adminRequestUrl(siteUrl: URL, requestId: string): string {
  return new URL(`/admin/requests/${encodeURIComponent(requestId)}`, siteUrl).toString();
}

const asPayload = (content: MailContent) => ({ kind: "mail" as const, subject: content.subject, text: content.text, html: content.html });

/**
 * The messages a new request owes, composed once from the request as stored: the buyer's confirmation
 * (unless their address has had its share today), the staff alert, and the webhook call when one is set.
 */
export function requestMessages(
  config: Pick<MessagingConfig, "mail" | "salesInbox" | "webhookUrl" | "siteUrl">,
  confirm: boolean,
  /** The request's signed booking link, for the confirmation's "book your call" button. */
  bookingUrl?: (request: DelegationRequest) => string,
): OutboxDrafter {
  return (request: DelegationRequest) => {
    const drafts: OutboxDraft[] = [];
    if (config.mail !== "off") {
      if (confirm) {
        drafts.push({ channel: "buyer-confirmation", recipients: [request.email], payload: asPayload(composeBuyerConfirmation(request, bookingUrl?.(request))) });
      }
      drafts.push({
        channel: "staff-alert",
        recipients: [...config.salesInbox],
        payload: asPayload(composeStaffAlert(request, adminRequestUrl(config.siteUrl, request.id))),
      });
    }
    if (config.webhookUrl) {
      drafts.push({ channel: "webhook", recipients: [config.webhookUrl], payload: { kind: "webhook", body: JSON.stringify(webhookSummary(request)) } });
    }
    return drafts;
  };
}
