/** @jest-environment node */
import fc from "fast-check";
import { openDatabase } from "@/platform/db/sqlite";
import { issueFormToken } from "@/features/delegation/form-token";
import { formMessages } from "@/features/delegation/form-messages";
import { honeypotFieldName, tokenFieldName, visitFieldName } from "@/features/delegation/form-values";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import type { DelegationRequest, DelegationRequestStore } from "@/features/delegation/store";
import { bookingLinkFor } from "@/features/booking/service";
import { verifyBookingLink } from "@/features/booking/link-token";
import { callSettings } from "@/features/booking/slots";
import { businessHours } from "@/platform/business-hours/settings";
import { submitDelegation, type SubmitContext, type SubmitDependencies } from "@/features/delegation/submit-delegation";
import type { SubmitState } from "@/features/delegation/submit-state";
import { formRateLimiter } from "@/features/delegation/submit-dependencies";
import { defaultLimits } from "@/platform/config/limits";
import { createRateLimiter } from "@/platform/rate-limit/limiter";
import { createSqliteRateLimitStore } from "@/platform/rate-limit/sqlite";
import { toFormData, validInput } from "./valid-input";

const secret = Buffer.alloc(32, 3);
const t0 = 1_800_000_000_000;
const source = { path: "/delegation-tasks-guide/form", referrer: null, utmSource: "ads", utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };
const context = { clientAddress: "203.0.113.9", userAgent: "Test/1.0" };

/** The form's own policy, at this limit per client per 10 minutes. */
const submissionsPolicy = (limit: number) => ({ ...defaultLimits.form.submissions, limit, windowMs: 600_000 });

function limiterFor(limit: number, now: () => number) {
  return formRateLimiter(createRateLimiter(createSqliteRateLimitStore(openDatabase(".", ":memory:")), now), submissionsPolicy(limit));
}

function setup(overrides: Partial<SubmitDependencies> & { rateLimit?: number } = {}) {
  const store = createSqliteDelegationStore(openDatabase(".", ":memory:"));
  const stored: DelegationRequest[] = [];
  const events: { event: string; fields: Record<string, unknown> }[] = [];
  let now = t0 + 10_000;
  const { rateLimit = 5, ...rest } = overrides;
  const deps: SubmitDependencies = {
    store,
    secret,
    limits: { minFillMs: 3000, submissions: submissionsPolicy(rateLimit) },
    limiter: limiterFor(rateLimit, () => now),
    bookingLink: (request, key) => bookingLinkFor(secret, request, businessHours, callSettings, key),
    onStored: (request) => stored.push(request),
    now: () => now,
    log: (event, fields) => events.push({ event, fields: { ...fields } }),
    ...rest,
  };
  return {
    store,
    stored,
    events,
    deps,
    setNow: (value: number) => (now = value),
    submit: (form: FormData, ctx: SubmitContext = context) => submitDelegation(form, ctx, deps),
  };
}

const tokenAt = (issuedAt = t0, key?: string) => issueFormToken(secret, source, issuedAt, key);
const post = (input = validInput(), token = tokenAt(), extra: Record<string, string> = {}) =>
  toFormData(input, { [tokenFieldName]: token, ...extra });

async function count(store: DelegationRequestStore) {
  return (await store.list({ sort: "newest", limit: 100 })).items.length;
}

function expectError(state: SubmitState) {
  if (state.status !== "error") throw new Error(`expected an error state, got ${state.status}`);
  return state;
}

describe("submitDelegation", () => {
  it("stores a valid request with its source and returns its reference", async () => {
    const { submit, store, stored, events } = setup();
    const state = await submit(post());
    expect(state).toEqual({ status: "success", token: expect.any(String), reference: expect.stringMatching(/^DR-/), bookingLink: expect.stringMatching(/^[\w-]+\.[\w-]+$/) });
    const [request] = (await store.list({ sort: "newest", limit: 10 })).items;
    expect(request).toMatchObject({ fullName: "Jane Doe", email: "jane@acme.io", consentAt: new Date(t0 + 10_000).toISOString() });
    expect(request!.source).toMatchObject({ utmSource: "ads", userAgent: "Test/1.0", path: "/delegation-tasks-guide/form" });
    expect(stored.map((r) => r.id)).toEqual([request!.id]);
    // The booking link names the request and the key it is stored under, so the confirmation page reads it in one get.
    const link = state.status === "success" ? verifyBookingLink(secret, state.bookingLink, Date.parse(request!.createdAt)) : null;
    expect(link).toEqual({ ok: true, link: { requestId: request!.id, expiresAt: expect.any(Number), key: expect.stringMatching(/^post-[\w-]{40,}$/) } });
    expect(events.map((e) => e.event)).toEqual(["delegation.accepted"]);
    // Log lines carry the reference, never the visitor's details.
    expect(JSON.stringify(events)).not.toContain("jane@acme.io");
  });

  it("stores one request for a double submit and shows the same reference", async () => {
    const { submit, store, stored } = setup();
    const token = tokenAt();
    const [first, second] = await Promise.all([submit(post(validInput(), token)), submit(post(validInput(), token))]);
    const third = await submit(post(validInput(), token));
    expect(first.status).toBe("success");
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await count(store)).toBe(1);
    expect(stored).toHaveLength(1);
  });

  it("refuses a post within the minimum fill time and keeps the input and token", async () => {
    const { submit, store, setNow } = setup();
    setNow(t0 + 1000);
    const token = tokenAt();
    const state = expectError(await submit(post(validInput({ message: "keep me" }), token)));
    expect(state.formError).toBe(formMessages.tooFast);
    expect(state.values.message).toBe("keep me");
    expect(state.token).toBe(token);
    expect(await count(store)).toBe(0);
    setNow(t0 + 3000);
    expect((await submit(post(validInput(), token))).status).toBe("success");
  });

  it("refuses a filled honeypot without storing", async () => {
    const { submit, store, events } = setup();
    const state = expectError(await submit(post(validInput(), tokenAt(), { [honeypotFieldName]: "555-1234" })));
    expect(state.formError).toBe(formMessages.honeypot);
    expect(await count(store)).toBe(0);
    expect(events).toEqual([{ event: "delegation.rejected", fields: { reason: "honeypot" } }]);
  });

  it("replaces a forged or expired token with a fresh one and keeps the input", async () => {
    const { submit, store } = setup();
    const state = expectError(await submit(post(validInput({ company: "Kept" }), "forged.token")));
    expect(state.formError).toBe(formMessages.expired);
    expect(state.token).not.toBe("forged.token");
    expect(state.values.company).toBe("Kept");
    expect(await count(store)).toBe(0);
  });

  it("returns field errors and every typed value for invalid input", async () => {
    const { submit, store } = setup();
    const state = expectError(await submit(post(validInput({ email: "nope", roles: ["seo"], tasks: ["seo:on-page"], otherTasks: "x".repeat(6000) }))));
    expect(state.fieldErrors).toEqual({ email: expect.any(String), otherTasks: "Keep this under 5,000 characters" });
    expect(state.values).toMatchObject({ email: "nope", roles: ["seo"], tasks: ["seo:on-page"], otherTasks: "x".repeat(6000), consent: true });
    expect(await count(store)).toBe(0);
  });

  it("rejects unknown posted fields", async () => {
    const { submit, store } = setup();
    const state = expectError(await submit(post({ ...validInput(), status: "won" })));
    expect(state.formError).toBe("The form contained fields we do not accept");
    expect(await count(store)).toBe(0);
  });

  it("limits each client to five requests in ten minutes with a clear message", async () => {
    const { submit, store } = setup();
    for (let i = 0; i < 5; i += 1) expect((await submit(post())).status).toBe("success");
    const sixth = expectError(await submit(post()));
    // All five came at the start of a window: one more fits once they weigh four, two minutes into the next.
    expect(sixth.formError).toBe(formMessages.rateLimited(12));
    expect(sixth.values.fullName).toBe("Jane Doe");
    expect((await submit(post(), { ...context, clientAddress: "198.51.100.1" })).status).toBe("success");
    expect(await count(store)).toBe(6);
  });

  it("keeps the input and the allowance when the store fails", async () => {
    const failing: DelegationRequestStore = {
      ...createSqliteDelegationStore(openDatabase(".", ":memory:")),
      create: async () => {
        throw new Error("disk full");
      },
    };
    const { submit, events } = setup({ store: failing, rateLimit: 1 });
    const token = tokenAt(t0, "retried-form");
    const state = expectError(await submit(post(validInput(), token)));
    expect(state.formError).toBe(formMessages.storeFailed);
    expect(state.values.email).toBe("jane@acme.io");
    expect(events.at(-1)).toMatchObject({ event: "delegation.store_failed" });
    // The same form sent again is the same submission: the limit of one still lets it through.
    expect(expectError(await submit(post(validInput(), token))).formError).toBe(formMessages.storeFailed);
    expect(expectError(await submit(post(validInput(), tokenAt(t0, "another-form")))).formError).toMatch(/several requests/);
  });

  it("keeps the input when the limit's counters cannot be reached", async () => {
    const { submit, store } = setup({
      limiter: {
        hit: async () => {
          throw new Error("store unreachable");
        },
      },
    });
    const state = expectError(await submit(post()));
    expect(state.formError).toBe(formMessages.storeFailed);
    expect(state.values.fullName).toBe("Jane Doe");
    expect(await count(store)).toBe(0);
  });

  it("never throws and never stores an invalid request, whatever is posted", async () => {
    const { submit, store } = setup({ rateLimit: 1_000_000 });
    const names = fc.constantFrom(...Object.keys(validInput()), "extra", "$ACTION_ID_x", tokenFieldName, honeypotFieldName);
    const values = fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: "binary", maxLength: 50 }), fc.constantFrom("on", "seo", "seo:on-page", ""));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(names, values), { maxLength: 30 }), fc.boolean(), async (entries, withValidBase) => {
        const form = withValidBase ? post() : new FormData();
        for (const [name, value] of entries) form.append(name, value);
        const before = await count(store);
        const state = await submit(form);
        const after = await count(store);
        if (state.status === "success") {
          expect(after - before).toBeLessThanOrEqual(1);
          const newest = (await store.list({ sort: "newest", limit: 1 })).items[0]!;
          expect(newest.email).toBe(newest.email.toLowerCase());
          expect(newest.roles.length).toBeGreaterThan(0);
        } else {
          expect(after).toBe(before);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe("submitDelegation: order of checks", () => {
  it("shows field errors before the fill-time message, so a quick empty submit learns what is missing", async () => {
    const { submit, setNow } = setup();
    setNow(t0 + 500);
    const state = expectError(await submit(post({ fullName: "Jane" }, tokenAt())));
    expect(state.formError).toBeNull();
    expect(state.fieldErrors.email).toBe("Enter your work e-mail");
  });
});

describe("submitDelegation: one request per post, not per page", () => {
  it("stores a different request sent from a page that keeps its token (one shown again by Back) as its own", async () => {
    const { submit, store } = setup();
    const token = tokenAt();
    const first = await submit(post(validInput(), token));
    const second = await submit(post(validInput({ email: "colleague@acme.io" }), token));
    expect(first.status).toBe("success");
    expect(second.status).toBe("success");
    expect((second as { reference: string }).reference).not.toBe((first as { reference: string }).reference);
    // Each is still idempotent: its own resend shows its own reference and stores nothing new.
    expect(await submit(post(validInput({ email: "colleague@acme.io" }), token))).toEqual(second);
    expect(await count(store)).toBe(2);
  });

  it("keeps the same post from two renders of the form apart", async () => {
    const { submit, store } = setup();
    await submit(post(validInput(), tokenAt(t0, "first-render")));
    await submit(post(validInput(), tokenAt(t0, "second-render")));
    expect(await count(store)).toBe(2);
  });

  it("starts the fill time at the post when it carries no token, and hands one back", async () => {
    const { submit, store, setNow } = setup();
    const state = expectError(await submit(post(validInput(), "")));
    expect(state.formError).toBe(formMessages.tooFast);
    expect(state.token).not.toBe("");
    expect(await count(store)).toBe(0);
    setNow(t0 + 10_000 + 2999);
    expect(expectError(await submit(post(validInput(), state.token))).formError).toBe(formMessages.tooFast);
    setNow(t0 + 10_000 + 3000);
    expect((await submit(post(validInput(), state.token))).status).toBe("success");
  });
});

describe("submitDelegation: where a request came from", () => {
  const rendered = { ...source, utmSource: null, referrer: "http://site.example/delegation-tasks-guide" };

  async function storedSource(extra: Record<string, string>) {
    const { submit, store } = setup();
    const state = await submit(post(validInput(), issueFormToken(secret, rendered, t0), extra));
    expect(state.status).toBe("success");
    const [request] = (await store.list({ sort: "newest", limit: 1 })).items;
    return request!.source;
  }

  it("stores the render's source when the post says nothing more, as without JavaScript", async () => {
    expect(await storedSource({})).toMatchObject({ referrer: rendered.referrer, utmSource: null, userAgent: "Test/1.0" });
  });

  it("takes the visit the form's script posted: the campaign it landed with elsewhere on the site, and its referrer", async () => {
    const visit = new URLSearchParams({ utm_source: "partner-news", utm_campaign: "autumn", referrer: "https://news.example/" }).toString();
    expect(await storedSource({ [visitFieldName]: visit })).toMatchObject({
      utmSource: "partner-news",
      utmCampaign: "autumn",
      referrer: "https://news.example/",
      path: "/delegation-tasks-guide/form",
    });
  });

  it("is not a field of the request: the strict schema never sees it", async () => {
    expect(await storedSource({ [visitFieldName]: "anything=at all" })).toMatchObject({ utmSource: null });
  });
});
