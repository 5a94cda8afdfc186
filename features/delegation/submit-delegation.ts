import "server-only";
import { formPath } from "@/platform/config/form-paths";
import { formMessages } from "@/features/delegation/form-messages";
import { issueFormToken, verifyFormToken, type FormTokenPayload } from "@/features/delegation/form-token";
import { honeypotFieldName, readPostedForm, tokenFieldName, visitFieldName } from "@/features/delegation/form-values";
import { postKey } from "@/features/delegation/post-key";
import { validateDelegation } from "@/features/delegation/schema";
import type { DelegationRequest, DelegationRequestStore, OutboxDrafter, RequestSource } from "@/features/delegation/store";
import type { SubmitState } from "@/features/delegation/submit-state";
import { postedSource } from "@/features/delegation/visit-source";
import type { FormLimits } from "@/platform/config/limits";
import { logEvent, type Log } from "@/platform/logging/log";
import { stripInvisibleCharacters } from "@/platform/security/invisible-characters";

export interface SubmitDependencies {
  readonly store: DelegationRequestStore;
  readonly secret: Buffer;
  readonly limits: FormLimits;
  /** Counts this client's distinct submissions (idempotency keys) against the form's limit, across every instance. */
  readonly limiter: FormRateLimiter;
  /**
   * The signed link that books this request's first call; booking offers it (the request never imports booking).
   * `key`: the idempotency key it is stored under, which the link may carry so opening it reads the request in one get.
   */
  readonly bookingLink: (request: DelegationRequest, key: string) => string;
  /**
   * The messages a new request owes, built from the stored request inside the write. `confirm`: whether the
   * buyer's confirmation may go, as the limiter answered when it counted it with the form's limit; `key`: the
   * request's idempotency key, for its booking link.
   */
  readonly outbox?: (confirm: boolean, key: string) => OutboxDrafter;
  /** Called once per newly stored request, after it is stored, with the messages stored with it; must not throw. */
  readonly onStored?: (request: DelegationRequest, messageIds: readonly string[]) => void;
  readonly now?: () => number;
  /** Where its lines go; the form's action passes one bound to the request's trace. */
  readonly log?: Log;
}

export type FormRateDecision =
  | {
      readonly allowed: true;
      /** The confirmation to `recipient` was counted against its own limit and may go (false when not asked or refused). */
      readonly confirm: boolean;
    }
  | { readonly allowed: false; readonly retryAfterMs: number };

export interface FormRateLimiter {
  /**
   * A key already counted passes again (a double click, a resubmitted POST, a retry after a store failure).
   * With a recipient, its confirmation is counted too, in the same store calls, and only when the form's
   * limit allows the post.
   */
  hit(client: string, formKey: string, recipient?: string): Promise<FormRateDecision>;
}

export interface SubmitContext {
  readonly clientAddress: string;
  readonly userAgent: string | null;
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

// Control characters other than tabs and line breaks never belong in an address, a tag or a user agent.
const controlCharacters = /[\u0000-\u001F\u007F]/g;

/**
 * One value of the source as stored: cleaned by the rule every stored text follows (the tags and the
 * referrer are whatever the link said, so `%E2%80%AE` must not reach the admin area or the CSV), then
 * capped; a value that was only invisible or control characters is no value at all.
 */
function cap(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  const cleaned = stripInvisibleCharacters(value).replace(controlCharacters, "").trim();
  return cleaned === "" ? null : cleaned.slice(0, max);
}

/** The source came from our own render and the form's script, each capped; cleaned and capped again here, as it is stored. */
function sourceFrom(visit: FormTokenPayload["source"], userAgent: string | null): RequestSource {
  const source = visit as Partial<Record<keyof RequestSource, unknown>>;
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
 * shows next. Every failure returns the visitor's input, and the token, so nothing typed is lost.
 */
export async function submitDelegation(
  formData: FormData,
  context: SubmitContext,
  deps: SubmitDependencies,
): Promise<SubmitState> {
  const now = deps.now?.() ?? Date.now();
  const log = deps.log ?? logEvent;
  const { values, input } = readPostedForm(formData);
  const posted = formData.get(tokenFieldName);
  // Every render of the form carries a token; a post without one (a script, not a browser) starts its fill time now.
  const token = typeof posted === "string" && posted !== "" ? posted.slice(0, 4000) : issueFormToken(deps.secret, emptySource, now);
  const reject = (reason: string, formError: string | null, nextToken = token): SubmitState => {
    log("delegation.rejected", { reason }, "warn");
    return { status: "error", token: nextToken, values, fieldErrors: {}, formError };
  };

  const honeypot = formData.get(honeypotFieldName);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return reject("honeypot", formMessages.honeypot);

  const check = verifyFormToken(deps.secret, token, deps.limits.minFillMs, now);
  if (!check.ok && check.reason !== "too-fast") {
    const fresh = issueFormToken(deps.secret, check.payload?.source ?? emptySource, now);
    return reject(`token-${check.reason}`, formMessages.expired, fresh);
  }

  // Field errors come before the fill-time check: a quick empty submit deserves to hear what is missing.
  const result = validateDelegation(input);
  if (!result.ok) {
    log("delegation.rejected", { reason: "invalid", fields: Object.keys(result.fieldErrors).join(","), form: result.formError !== null }, "warn");
    return { status: "error", token, values, fieldErrors: result.fieldErrors, formError: result.formError };
  }
  if (!check.ok) return reject("too-fast", formMessages.tooFast);

  const key = postKey(deps.secret, check.payload.key, input);
  let decision: FormRateDecision;
  try {
    // The confirmation's count goes with the form's: one read and one write for both, not one after the other.
    decision = await deps.limiter.hit(context.clientAddress, key, deps.outbox ? result.data.email : undefined);
  } catch (error) {
    log("delegation.store_failed", { step: "rate-limit", error: error instanceof Error ? error.message.slice(0, 200) : "unknown" }, "error", { error });
    return { status: "error", token, values, fieldErrors: {}, formError: formMessages.storeFailed };
  }
  if (!decision.allowed) {
    return reject("rate-limited", formMessages.rateLimited(Math.ceil(decision.retryAfterMs / 60_000)));
  }

  const { consent: _consent, ...fields } = result.data;
  try {
    const outbox = deps.outbox?.(decision.confirm, key);
    const { request, created, messageIds } = await deps.store.create({
      ...(outbox ? { outbox } : {}),
      idempotencyKey: key,
      fields,
      consentAt: new Date(now).toISOString(),
      source: sourceFrom(postedSource(check.payload.source, formData.get(visitFieldName)), context.userAgent),
    });
    log("delegation.accepted", { reference: request.reference, replay: !created, roles: request.roles.length });
    if (created) deps.onStored?.(request, messageIds);
    return { status: "success", token, reference: request.reference, bookingLink: deps.bookingLink(request, key) };
  } catch (error) {
    // The post stays counted: the same form sent again passes the limit as the same submission.
    log("delegation.store_failed", { error: error instanceof Error ? error.message.slice(0, 200) : "unknown" }, "error", { error });
    return { status: "error", token, values, fieldErrors: {}, formError: formMessages.storeFailed };
  }
}
