/** @jest-environment node */
import { openDatabase } from "@/platform/db/sqlite";
import { issueFormToken } from "@/features/delegation/form-token";
import { tokenFieldName } from "@/features/delegation/form-values";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import { submitDelegation } from "@/features/delegation/submit-delegation";
import { formRateLimiter } from "@/features/delegation/submit-dependencies";
import { defaultLimits } from "@/platform/config/limits";
import { requestMessages } from "@/features/delegation/outbox-messages";
import { createSqliteOutboxStore } from "@/features/outbox/sqlite";
import { confirmationAllowed, confirmationAsk } from "@/platform/mail/confirmation-limit";
import { createRateLimiter } from "@/platform/rate-limit/limiter";
import { createSqliteRateLimitStore } from "@/platform/rate-limit/sqlite";
import { toFormData, validInput } from "./valid-input";
import { requestOwner } from "@/features/delegation/outbox-channels";

const secret = Buffer.alloc(32, 7);
const t0 = 1_800_000_000_000;
const source = { path: "/delegation-tasks-guide/form", referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };
const messaging = { mail: "smtp" as const, salesInbox: ["sales@openseat.example"], webhookUrl: "https://hooks.example.org/lead", siteUrl: new URL("https://www.openseat.example") };

function site(submissions = defaultLimits.form.submissions) {
  const db = openDatabase(".", ":memory:");
  const store = createSqliteDelegationStore(db);
  const outbox = createSqliteOutboxStore(db);
  const now = t0 + 10_000;
  const rateLimiter = createRateLimiter(createSqliteRateLimitStore(db), () => now);
  const asked: string[] = [];
  // The confirmation's limit as the app composes it, on the same store: asked beside the form's.
  const confirmations = (email: string) => (asked.push(email), confirmationAsk(email));
  const deps = {
    store,
    secret,
    limits: defaultLimits.form,
    limiter: formRateLimiter(rateLimiter, submissions, confirmations),
    now: () => now,
    log: () => undefined,
    bookingLink: () => "booking-link",
    outbox: (confirm: boolean) => requestMessages(messaging, confirm),
  };
  const submit = (token: string) => submitDelegation(toFormData(validInput(), { [tokenFieldName]: token }), { clientAddress: "203.0.113.7", userAgent: null }, deps);
  return { store, outbox, asked, submit, rateLimiter };
}

describe("the form's messages", () => {
  it("are stored with the request: the confirmation to the buyer, the alert to the inbox, the webhook; a resent form adds none", async () => {
    const { store, outbox, asked, submit } = site();
    const token = issueFormToken(secret, source, t0);
    const first = await submit(token);
    const again = await submit(token);
    expect(first.status).toBe("success");
    expect(again).toEqual(first);
    const [request] = (await store.list({ sort: "newest", limit: 10 })).items;
    const messages = await outbox.listForOwner(requestOwner.of(request!.id));
    expect(messages.map((message) => [message.channel, message.recipients])).toEqual([
      ["buyer-confirmation", ["jane@acme.io"]],
      ["staff-alert", ["sales@openseat.example"]],
      ["webhook", ["https://hooks.example.org/lead"]],
    ]);
    expect(JSON.parse(messages[2]!.payload.kind === "webhook" ? messages[2]!.payload.body : "{}")).toMatchObject({ reference: request!.reference });
    // The per-recipient check is asked with the address the form was sent with.
    expect(asked[0]).toBe("jane@acme.io");
  });

  it("leave the confirmation out when the address has had its share, and still alert the staff", async () => {
    const { store, outbox, submit, rateLimiter } = site();
    for (let i = 0; i < defaultLimits.mail.confirmationsPerRecipient.limit; i += 1) expect(await confirmationAllowed(rateLimiter, "Jane@acme.io")).toBe(true);
    await submit(issueFormToken(secret, source, t0));
    const [request] = (await store.list({ sort: "newest", limit: 10 })).items;
    expect((await outbox.listForOwner(requestOwner.of(request!.id))).map((message) => message.channel)).toEqual(["staff-alert", "webhook"]);
  });

  it("count no confirmation for a post the form's limit refuses", async () => {
    const { store, submit, rateLimiter } = site({ ...defaultLimits.form.submissions, limit: 1 });
    expect((await submit(issueFormToken(secret, source, t0, "first"))).status).toBe("success");
    expect((await submit(issueFormToken(secret, source, t0, "second"))).status).toBe("error");
    expect((await store.list({ sort: "newest", limit: 10 })).items).toHaveLength(1);
    // One of the address's three counted (the first post's): two more may go, then none.
    const left = [];
    for (let i = 0; i < 3; i += 1) left.push(await confirmationAllowed(rateLimiter, "jane@acme.io"));
    expect(left).toEqual([true, true, false]);
  });
});
