import { randomUUID } from "node:crypto";
import { getDelegationStore } from "@/features/delegation/get-store";
import { configuredStoreAt, seedInput } from "./bench-store";

/**
 * Stores one delegation request straight through the data layer (no form, no rate limit) and
 * prints it as JSON. The attack replays use its company name as a marker: finding it in any
 * response means admin data leaked. Optional further arguments: the e-mail address to send from, when
 * it was received (ISO 8601; now when absent or empty), its phone and its website.
 * Run with the server's DATA_DIR and `--conditions=react-server`.
 */
async function main(): Promise<void> {
  const [marker = `Marker ${randomUUID()}`, from, receivedAt, phone, website] = process.argv.slice(2);
  const store = receivedAt ? await configuredStoreAt(new Date(receivedAt)) : await getDelegationStore();
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
