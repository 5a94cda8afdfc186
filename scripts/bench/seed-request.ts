import { randomUUID } from "node:crypto";
import { getDelegationStore } from "@/lib/delegation/get-store";
import { seedInput } from "./bench-store";

/**
 * Stores one delegation request straight through the data layer (no form, no rate limit) and
 * prints it as JSON. The attack replays use its company name as a marker: finding it in any
 * response means admin data leaked. An optional second argument is the e-mail address to send from.
 * Run with the server's DATA_DIR and `--conditions=react-server`.
 */
async function main(): Promise<void> {
  const marker = process.argv[2] ?? `Marker ${randomUUID()}`;
  const store = await getDelegationStore();
  const { request } = await store.create(
    seedInput({ fullName: "Replay Fixture", email: process.argv[3] ?? "replay.fixture@example.com", company: marker }, "seed-request"),
  );
  process.stdout.write(`${JSON.stringify({ id: request.id, reference: request.reference, company: request.company })}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
