import "server-only";
import { issueFormToken, verifyFormToken, type FormTokenPayload, type TokenCheck } from "@/lib/delegation/form-token";
import { honeypotFieldName, readPostedForm, tokenFieldName, type DelegationFormValues } from "@/lib/delegation/form-values";
import { postedContentKey } from "@/lib/delegation/post-key";
import { campaignNames } from "@/lib/delegation/query-names";
import { formPath } from "@/lib/delegation/form-paths";
import { validateDelegation } from "@/lib/delegation/schema";
import type { DelegationRequest, DelegationRequestStore, RequestSource } from "@/lib/delegation/store";
import type { SubmitState } from "@/lib/delegation/submit-state";
import { formMessages } from "@/lib/delegation/form-messages";
import type { FormLimits } from "@/lib/limits";
import { logEvent, type Log, type LogFields } from "@/lib/log";

export interface SubmitDependencies {
  readonly store: DelegationRequestStore;
  readonly secret: Buffer;
  readonly limits: FormLimits;
  /** Counts this client's distinct submissions (form tokens) against the form's limit, across every instance. */
  readonly limiter: FormRateLimiter;
  /** Called once per newly stored request, after it is stored; must not throw. */
  readonly onStored?: (request: DelegationRequest) => void;
  readonly now?: () => number;
  /** Where its lines go; the form's action passes one bound to the request's trace. */
  readonly log?: Log;
}

export type FormRateDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterMs: number };

export interface FormRateLimiter {
  /** A token already counted passes again (a double click, a resubmitted POST, a retry after a store failure). */
  hit(client: string, formKey: string): Promise<FormRateDecision>;
}

export interface SubmitContext {
  readonly clientAddress: string;
  readonly userAgent: string | null;
  /**
   * The token the form page's start cookie holds (fetched by its script, or its image without JavaScript):
   * the fill time's start when the post carries no token of its own; otherwise only its campaign counts.
   */
  readonly startToken?: string | null;
}

export { formPath };

const emptySource: FormTokenPayload["source"] = {
  path: formPath,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
};

function cap(value: unknown, max: number): string | null {
  return typeof value === "string" && value !== "" ? value.slice(0, max) : null;
}

const campaignFields = Object.keys(campaignNames) as (keyof typeof campaignNames)[];

/**
 * Where a post came from. A page rendered with its own token (the form with the guide's checklist ticks)
 * knows only the tags in its own address; the start cookie the form's script fetched on that page holds the
 * visit's (lib/delegation/form-start.ts), so a campaign that landed elsewhere on the site is taken from it.
 * Only when the page's token has no tags of its own, and only from a cookie issued no earlier than the
 * page's token: an older cookie was fetched on an earlier visit, whose campaign is not this one's.
 */
function visitSource(page: FormTokenPayload, start: FormTokenPayload | null): FormTokenPayload["source"] {
  const tagged = (source: FormTokenPayload["source"]) => campaignFields.some((field) => source[field]);
  if (!start || start.issuedAt < page.issuedAt || tagged(page.source) || !tagged(start.source)) return page.source;
  const campaign = Object.fromEntries(campaignFields.map((field) => [field, start.source[field]]));
  return { ...page.source, ...campaign };
}

/** The token's source block came from our own page render, but is capped again before it is stored. */
function sourceFrom(tokenSource: FormTokenPayload["source"], userAgent: string | null): RequestSource {
  const source = tokenSource as Partial<Record<keyof RequestSource, unknown>>;
  return {
    path: cap(source.path, 500) ?? formPath,
    referrer: cap(source.referrer, 1000),
    utmSource: cap(source.utmSource, 200),
    utmMedium: cap(source.utmMedium, 200),
    utmCampaign: cap(source.utmCampaign, 200),
    utmTerm: cap(source.utmTerm, 200),
    utmContent: cap(source.utmContent, 200),
    userAgent: cap(userAgent, 500),
  };
}

/**
 * The whole server side of the form: abuse checks, validation, storage, and the state the form
 * shows next. Every failure returns the visitor's input so nothing typed is lost.
 */
export async function submitDelegation(
  formData: FormData,
  context: SubmitContext,
  deps: SubmitDependencies,
): Promise<SubmitState> {
  const now = deps.now?.() ?? Date.now();
  const log = deps.log ?? logEvent;
  const { values, input } = readPostedForm(formData);
  const postedToken = formData.get(tokenFieldName);
  const formToken = typeof postedToken === "string" ? postedToken.slice(0, 4000) : "";
  // The form is a static page: with JavaScript it fetches its token on first use; without, the start
  // cookie stands in for it (the fill time) and the key comes from the post. With neither, the fill
  // time starts now.
  const startToken = typeof context.startToken === "string" ? context.startToken.slice(0, 4000) : "";
  const fromCookie = formToken === "" && startToken !== "";
  const token = formToken || (fromCookie ? startToken : issueFormToken(deps.secret, emptySource, now));
  const reject = (reason: string, formError: string | null, extra: LogFields = {}, nextToken = token): SubmitState => {
    log("delegation.rejected", { reason, ...extra }, "warn");
    return { status: "error", token: nextToken, values, fieldErrors: {}, formError };
  };

  const honeypot = formData.get(honeypotFieldName);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return reject("honeypot", formMessages.honeypot);

  const check = verifyFormToken(deps.secret, token, deps.limits.minFillMs, now);
  if (!check.ok && check.reason !== "too-fast") {
    const fresh = issueFormToken(deps.secret, check.payload?.source ?? emptySource, now);
    return reject(`token-${check.reason}`, formMessages.expired, {}, fresh);
  }
  if (fromCookie && check.payload) {
    // Every answer from here renders the form again: it gets a token of its own, from the same start.
    const echoed = issueFormToken(deps.secret, check.payload.source, check.payload.issuedAt);
    return finish(context, deps, { values, input, token: echoed, check, campaignToken: "", key: postedContentKey(deps.secret, input), now, log });
  }
  return finish(context, deps, { values, input, token, check, campaignToken: startToken, key: check.payload?.key ?? "", now, log });
}

interface CheckedPost {
  readonly values: DelegationFormValues;
  readonly input: Record<string, unknown>;
  /** The token every answer carries back to the form. */
  readonly token: string;
  readonly check: TokenCheck;
  /** A start cookie's token the visit's campaign may come from (visitSource); empty when it is the post's own. */
  readonly campaignToken: string;
  /** The idempotency key this post is stored and counted under. */
  readonly key: string;
  readonly now: number;
  readonly log: NonNullable<SubmitDependencies["log"]>;
}

async function finish(
  context: SubmitContext,
  deps: SubmitDependencies,
  { values, input, token, check, campaignToken, key, now, log }: CheckedPost,
): Promise<SubmitState> {
  const reject = (reason: string, formError: string | null, extra: LogFields = {}): SubmitState => {
    log("delegation.rejected", { reason, ...extra }, "warn");
    return { status: "error", token, values, fieldErrors: {}, formError };
  };

  // Field errors come before the fill-time check: a quick empty submit deserves to hear what is missing.
  const result = validateDelegation(input);
  if (!result.ok) {
    log("delegation.rejected", { reason: "invalid", fields: Object.keys(result.fieldErrors).join(","), form: result.formError !== null }, "warn");
    return { status: "error", token, values, fieldErrors: result.fieldErrors, formError: result.formError };
  }
  if (!check.ok) return reject("too-fast", formMessages.tooFast);

  let decision: FormRateDecision;
  try {
    decision = await deps.limiter.hit(context.clientAddress, key);
  } catch (error) {
    log("delegation.store_failed", { step: "rate-limit", error: error instanceof Error ? error.message.slice(0, 200) : "unknown" }, "error", { error });
    return { status: "error", token, values, fieldErrors: {}, formError: formMessages.storeFailed };
  }
  if (!decision.allowed) {
    return reject("rate-limited", formMessages.rateLimited(Math.ceil(decision.retryAfterMs / 60_000)));
  }

  const { consent: _consent, ...fields } = result.data;
  // Read only for a request about to be stored.
  const start = campaignToken ? verifyFormToken(deps.secret, campaignToken, 0, now) : null;
  const source = visitSource(check.payload, start?.ok ? start.payload : null);
  try {
    const { request, created } = await deps.store.create({
      idempotencyKey: key,
      fields,
      consentAt: new Date(now).toISOString(),
      source: sourceFrom(source, context.userAgent),
    });
    log("delegation.accepted", { reference: request.reference, replay: !created, roles: request.roles.length });
    if (created) deps.onStored?.(request);
    return { status: "success", token, reference: request.reference };
  } catch (error) {
    // The token stays counted: a retry with the same form passes the limit as the same submission.
    log("delegation.store_failed", { error: error instanceof Error ? error.message.slice(0, 200) : "unknown" }, "error", { error });
    return { status: "error", token, values, fieldErrors: {}, formError: formMessages.storeFailed };
  }
}
