import { getBookingStore } from "@/features/booking/get-store";
import { getTeamStore } from "@/features/team/get-store";
import { configuredStoreAt, seedInput } from "../../../scripts/bench/bench-store";

/**
 * The reminder journey's data, written through the data layer with the clocks the journey needs
 * (tests/e2e/reminders.spec.ts): the admin's profile; a lead sent on Friday, November 20, 2026 at 16:55 London
 * time and owned by the admin; and for Monday the 23rd, a lead of theirs to follow up and a video call they
 * take at 14:00. Prints the three requests as JSON. Run with the server's DATA_DIR / DATA_STORE and
 * `--conditions=react-server`: `tsx … seed-reminders.ts <admin e-mail> <run id>`.
 */
async function main(): Promise<void> {
  const [admin = "", run = "run"] = process.argv.slice(2);
  const meetingUrl = `https://meet.example.com/${run}`;
  await (await getTeamStore()).update(admin, { name: "Ana Lopez", takesCalls: true, daysOff: [], meetingUrl, hours: null, datesOff: [] });
  const friday = await configuredStoreAt(new Date("2026-11-20T16:55:00.000Z"));
  const lead = (await friday.create(seedInput({ fullName: "Fred Friday", email: `fred-${run}@buyer-friday.example`, company: "Friday Widgets Ltd" }, "seed-reminders"))).request;
  await friday.assign(lead.id, admin, admin);
  const thursday = await configuredStoreAt(new Date("2026-11-19T10:00:00.000Z"));
  const followed = (await thursday.create(seedInput({ fullName: "Fiona Follow", email: `fiona-${run}@buyer-follow.example`, company: "Follow Co" }, "seed-reminders"))).request;
  await thursday.assign(followed.id, admin, admin);
  await thursday.addNote(followed.id, admin, "Spoke to them; call back on Monday.", { kind: "call", followUpOn: "2026-11-23" });
  const called = (await thursday.create(seedInput({ fullName: "Carl Caller", email: `carl-${run}@buyer-call.example`, company: "Call Co" }, "seed-reminders"))).request;
  const booked = await (await getBookingStore()).book({
    requestId: called.id,
    candidates: [admin],
    rotate: false,
    start: "2026-11-23T14:00:00.000Z",
    end: "2026-11-23T14:20:00.000Z",
    kind: "video",
    phone: null,
    meetingUrls: { [admin]: meetingUrl },
    at: "2026-11-19T11:00:00.000Z",
  });
  if (!booked.ok) throw new Error(`the call was not booked: ${JSON.stringify(booked).slice(0, 200)}`);
  const summary = (request: { id: string; reference: string }) => ({ id: request.id, reference: request.reference });
  process.stdout.write(`${JSON.stringify({ lead: summary(lead), followed: summary(followed), called: summary(called), meetingUrl })}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
