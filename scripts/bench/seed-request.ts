import { randomUUID } from "node:crypto";
import { getDelegationStore } from "@/lib/delegation/get-store";

/**
 * Stores one delegation request straight through the data layer (no form, no rate limit) and
 * prints it as JSON. The attack replays use its company name as a marker: finding it in any
 * response means admin data leaked. An optional second argument is the e-mail address to send from.
 * Run with the server's DATA_DIR and `--conditions=react-server`.
 */
async function main(): Promise<void> {
  const marker = process.argv[2] ?? `Marker ${randomUUID()}`;
  const store = await getDelegationStore();
  const { request } = await store.create({
    idempotencyKey: randomUUID(),
    consentAt: new Date().toISOString(),
    fields: {
      fullName: "Replay Fixture",
      email: process.argv[3] ?? "replay.fixture@example.com",
      company: marker,
      website: null,
      phone: null,
      organisationType: "business",
      roles: ["seo"],
      tasks: [],
      otherTasks: "",
      hoursPerWeek: "part-time",
      startTimeline: "exploring",
      monthlyBudget: "2000-3999",
      timeZone: "Europe/London",
      message: "",
      heardFrom: null,
    },
    source: {
      path: "/delegation-tasks-guide/form",
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      userAgent: "seed-request",
    },
  });
  process.stdout.write(`${JSON.stringify({ id: request.id, reference: request.reference, company: request.company })}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
