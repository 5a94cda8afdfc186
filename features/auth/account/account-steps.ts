import "server-only";
import { z } from "zod";
import type { AdminStore } from "@/features/auth/admin-store/store";
import type { FactorStore } from "@/features/auth/factor-store/store";
import type { PasswordProblem } from "@/features/auth/password/password-rule";
import { hashRecoveryCode, newRecoveryCodes, readEnteredCode } from "@/features/auth/second-factor/recovery-codes";
import { openSecret } from "@/features/auth/second-factor/sealed-secret";
import { isFreshStep, matchingStep } from "@/features/auth/second-factor/totp";
import type { SignInThrottle } from "@/features/auth/sign-in/authorize";
import type { SessionRecord, SessionStore } from "@/features/auth/session-store/store";
import type { LogFields } from "@/platform/logging/log";

/*
 * What a signed-in admin does to their own account: see and end their other sessions, change their
 * password, make new recovery codes. Free of next-auth and the request (account.ts wires them) so the tests
 * run it on real stores. Who is acting always comes from the session, never from a form. A wrong current
 * password or code counts against the sign-in limits of the same pair (client, e-mail): a stolen session
 * gets no more guesses here than at the sign-in form.
 */

export interface AccountStepsDeps {
  readonly admins: () => Promise<AdminStore>;
  readonly factors: () => Promise<FactorStore>;
  readonly sessions: () => Promise<SessionStore>;
  readonly throttle: SignInThrottle;
  readonly factorKey: Buffer;
  readonly now: () => number;
  readonly verifyPassword: (password: string, hash: string) => Promise<boolean>;
  readonly hashPassword: (password: string) => Promise<string>;
  readonly passwordProblem: (password: string, email: string) => Promise<PasswordProblem | null>;
  readonly log: (event: string, fields: LogFields, level?: "info" | "warn" | "error") => void;
}

/** The signed-in admin and the session record this request came with. */
export interface AccountHolder {
  readonly email: string;
  readonly sessionId: string | null;
}

export interface AccountSession {
  readonly id: string;
  readonly device: string;
  readonly signedInAt: number;
  readonly lastActiveAt: number;
  /** The session this page was opened with. */
  readonly current: boolean;
}

export type CurrentPasswordProblem = "missing" | "wrong" | "rate-limited";

export type PasswordChangeResult =
  | { readonly ok: true; readonly endedSessions: number }
  | {
      readonly ok: false;
      readonly current?: CurrentPasswordProblem;
      readonly next?: PasswordProblem | "missing";
      /** The account has no password here (a Google admin): nothing to change. */
      readonly noPassword?: true;
    };

export type RecoveryProofProblem = "missing" | "malformed" | "wrong" | "rate-limited" | "no-factor";

export type RecoveryRenewal = { readonly ok: true; readonly codes: readonly string[] } | { readonly ok: false; readonly problem: RecoveryProofProblem };

const passwordChange = z.object({ current: z.string().max(1024), next: z.string().max(1024) });
const proof = z.string().max(64);
const sessionId = z.string().min(1).max(100);

function listed(record: SessionRecord, holder: AccountHolder): AccountSession {
  return { id: record.id, device: record.device, signedInAt: record.signedInAt, lastActiveAt: record.lastSeenAt, current: record.id === holder.sessionId };
}

export function createAccountSteps(deps: AccountStepsDeps) {
  /** Refused while the pair waits; a failure is counted, a success clears the pair's count. */
  async function throttled<T>(email: string, client: string, check: () => Promise<T | "wrong">): Promise<T | "wrong" | "rate-limited"> {
    if ((await deps.throttle.waitMs(client, email)) > 0) {
      deps.log("admin.account_check_failed", { email, reason: "rate-limited", client }, "warn");
      return "rate-limited";
    }
    const outcome = await check();
    if (outcome === "wrong") {
      await deps.throttle.recordFailure(client, email);
      deps.log("admin.account_check_failed", { email, reason: "wrong", client }, "warn");
      return "wrong";
    }
    await deps.throttle.recordSuccess(client, email);
    return outcome;
  }

  return {
    /** The admin's sessions, the most recently active first, this one marked. */
    async sessions(holder: AccountHolder): Promise<AccountSession[]> {
      const records = await (await deps.sessions()).listByEmail(holder.email, deps.now());
      return records.map((record) => listed(record, holder));
    },

    /** Ends one other session of the admin's own; false for this one, someone else's, or one already gone. */
    async endSession(holder: AccountHolder, input: unknown): Promise<boolean> {
      const id = sessionId.safeParse(input);
      if (!id.success || id.data === holder.sessionId) return false;
      const store = await deps.sessions();
      const record = await store.find(id.data, deps.now());
      if (!record || record.email !== holder.email) return false;
      await store.end(record.id);
      deps.log("admin.session_ended", { admin: holder.email, provider: record.provider, reason: "ended-by-admin" });
      return true;
    },

    /** Ends every session of the admin's but this one; how many ended. */
    async endOtherSessions(holder: AccountHolder): Promise<number> {
      // Without this session's id there is no telling which to keep: end none rather than this one too.
      if (holder.sessionId === null) return 0;
      const ended = await (await deps.sessions()).endOthers(holder.email, holder.sessionId);
      if (ended > 0) deps.log("admin.session_ended", { admin: holder.email, reason: "ended-by-admin", sessions: ended });
      return ended;
    },

    /**
     * A new password, given the current one and meeting the rule; the admin's other sessions end, this one
     * stays. Both fields are checked in one go, so each problem shows beside its own field.
     */
    async changePassword(holder: AccountHolder, input: unknown, client: string): Promise<PasswordChangeResult> {
      const parsed = passwordChange.safeParse(input);
      if (!parsed.success) return { ok: false, next: "too-long" };
      const { current, next } = parsed.data;
      const admins = await deps.admins();
      const admin = await admins.findByEmail(holder.email);
      if (!admin) return { ok: false, noPassword: true };
      const nextProblem = next === "" ? "missing" : await deps.passwordProblem(next, holder.email);
      if (current === "") return { ok: false, current: "missing", ...(nextProblem ? { next: nextProblem } : {}) };
      const checked = await throttled(holder.email, client, async () => ((await deps.verifyPassword(current, admin.passwordHash)) ? "right" : "wrong"));
      if (checked !== "right" || nextProblem) {
        return { ok: false, ...(checked !== "right" ? { current: checked } : {}), ...(nextProblem ? { next: nextProblem } : {}) };
      }
      if (!(await admins.setPassword(holder.email, await deps.hashPassword(next)))) return { ok: false, noPassword: true };
      const endedSessions = holder.sessionId === null ? 0 : await (await deps.sessions()).endOthers(holder.email, holder.sessionId);
      deps.log("admin.password_changed", { email: holder.email, from: "account", endedSessions });
      return { ok: true, endedSessions };
    },

    /**
     * Ten new recovery codes, after proof of the second factor: the code the app shows now (a step not used
     * before) or one unused recovery code (spent by it). The old codes are refused from then on.
     */
    async renewRecoveryCodes(holder: AccountHolder, input: unknown, client: string): Promise<RecoveryRenewal> {
      const entered = proof.safeParse(input);
      if (!entered.success) return { ok: false, problem: "malformed" };
      if (entered.data.trim() === "") return { ok: false, problem: "missing" };
      const code = readEnteredCode(entered.data);
      if (!code) return { ok: false, problem: "malformed" };
      const factors = await deps.factors();
      const record = await factors.find(holder.email);
      if (!record || record.confirmedAt === null) return { ok: false, problem: "no-factor" };
      const outcome = await throttled(holder.email, client, async () => {
        if (code.kind === "recovery") {
          return (await factors.useRecoveryCode(holder.email, hashRecoveryCode(holder.email, code.code))) ? "proved" : "wrong";
        }
        const secret = openSecret(record.sealedSecret, holder.email, deps.factorKey);
        const step = secret === null ? null : matchingStep(secret, code.code, deps.now());
        if (step === null || !isFreshStep(step, record.lastStep)) return "wrong";
        return (await factors.useStep(holder.email, step)) ? "proved" : "wrong";
      });
      if (outcome !== "proved") return { ok: false, problem: outcome };
      const codes = newRecoveryCodes();
      if (!(await factors.replaceRecoveryCodes(holder.email, codes.map((each) => hashRecoveryCode(holder.email, each))))) {
        return { ok: false, problem: "no-factor" };
      }
      deps.log("admin.recovery_codes_renewed", { email: holder.email, proof: code.kind });
      return { ok: true, codes };
    },
  };
}

export type AccountSteps = ReturnType<typeof createAccountSteps>;
