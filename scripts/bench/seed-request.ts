import { randomUUID } from "node:crypto";
import { getDelegationStore } from "@/features/delegation/get-store";
import type { DelegationRequestStore } from "@/features/delegation/store";
import { configuredStore } from "@/platform/db/configured-store";
import { site } from "@/platform/config/site";
import { seedInput } from "./bench-store";

/**
 * The configured store with its clock set to `receivedAt`, for a request that arrived in the past (an
 * overdue lead for the lead desk's tests). Built like the server's store, on the same storage.
 */
function storeReceivedAt(receivedAt: Date): Promise<DelegationRequestStore> {
  const options = { retentionMonths: site.dataRetention.requestMonths, now: () => receivedAt };
  return configuredStore<DelegationRequestStore>({
    sqlite: async () => {
      const { createSqliteDelegationStore } = await import("@/features/delegation/sqlite");
      return (database) => createSqliteDelegationStore(database, options);
    },
    firestore: async () => {
      const { createFirestoreDelegationStore } = await import("@/features/delegation/firestore");
      return (db) => createFirestoreDelegationStore(db, options);
    },
  })();
}

/**
 * Stores one delegation request straight through the data layer (no form, no rate limit) and
 * prints it as JSON. The attack replays use its company name as a marker: finding it in any
 * response means admin data leaked. Optional further arguments: the e-mail address to send from, when
 * it was received (ISO 8601; now when absent or empty), its phone and its website.
 * Run with the server's DATA_DIR and `--conditions=react-server`.
 */
async function main(): Promise<void> {
  const [marker = `Marker ${randomUUID()}`, from, receivedAt, phone, website] = process.argv.slice(2);
  const store = receivedAt ? await storeReceivedAt(new Date(receivedAt)) : await getDelegationStore();
  const { request } = await store.create(
    seedInput(
      { fullName: "Replay Fixture", email: from || "replay.fixture@example.com", company: marker, phone: phone || null, website: website || null },
      "seed-request",
    ),
  );
  process.stdout.write(`${JSON.stringify({ id: request.id, reference: request.reference, company: request.company })}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
