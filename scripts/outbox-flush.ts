/**
 * Delivers every message of the outbox that is due now (the buyers' confirmations, the staff alerts, the
 * webhook calls, the calls' invitations), with the same leases as the servers, so it is safe beside them:
 * `npm run outbox:flush`. Meeting-link updates that came due are written to the outbox first.
 * Run it with the server's environment (DATA_DIR / DATA_STORE, SMTP_URL, NOTIFY_WEBHOOK_URL …).
 */
import { sendDueLinkUpdatesQuietly } from "@/features/booking/runtime";
import { deliverOutbox } from "@/features/delegation/outbox-delivery";

async function main(): Promise<void> {
  await sendDueLinkUpdatesQuietly();
  const round = await deliverOutbox();
  console.log(
    `Sent ${round.sent}; ${round.retrying} to retry later; ${round.failed} given up; ${round.bounced} bounced; ${round.unsettled} unsettled.`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`outbox:flush: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
