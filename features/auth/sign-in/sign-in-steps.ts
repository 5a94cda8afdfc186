import "server-only";
import { z } from "zod";
import type { AdminStore } from "@/features/auth/admin-store/store";
import { createPasswordAuthorizer, RATE_LIMITED_ERROR, type AuthorizedAdmin, type SignInThrottle } from "@/features/auth/sign-in/authorize";
import type { FactorStore } from "@/features/auth/factor-store/store";
import type { PasswordProblem } from "@/features/auth/password/password-rule";
import { newPendingId, readPending, signPending, stageAfterFactor, stageAfterPassword, PENDING_SIGN_IN_SECONDS, type PendingSignIn, type SignInStage } from "@/features/auth/second-factor/pending-sign-in";
import { hashRecoveryCode, newRecoveryCodes, readEnteredCode } from "@/features/auth/second-factor/recovery-codes";
import { openSecret, sealSecret } from "@/features/auth/second-factor/sealed-secret";
import { isFreshStep, matchingStep, newTotpSecret, otpauthUri } from "@/features/auth/second-factor/totp";
import type { LogFields } from "@/platform/logging/log";

/*
 * The password admin's sign-in, step by step: the password, then the code (or setting the factor up on
 * the first sign-in), then a new password when the stored one fails the rule, then the session. Each step
 * takes the signed pending token the previous one gave, and gives the next; only `admit` turns a finished
 * one into the admin next-auth puts in a session. Wrong passwords and wrong codes count against the same
 * sign-in limits (per client, and per e-mail from a client); the pair's count is cleared only once the
 * code is right, so re-entering a known password does not buy more guesses at the code.
 */

export type StepError = "CredentialsSignin" | "RateLimited" | "SignInExpired" | "WrongCode" | "MalformedCode";

export type StepResult<Extra = object> =
  | ({ readonly ok: true; readonly token: string; readonly stage: SignInStage } & Extra)
  | { readonly ok: false; readonly error: StepError };

export interface SignInStepsDeps {
  readonly admins: () => Promise<AdminStore>;
  readonly factors: () => Promise<FactorStore>;
  readonly throttle: SignInThrottle;
  readonly factorRequired: boolean;
  readonly pendingKey: Buffer;
  readonly factorKey: Buffer;
  /** The name the authenticator app lists the entry under. */
  readonly issuer: string;
  readonly now: () => number;
  readonly verifyPassword: (password: string, hash: string) => Promise<boolean>;
  readonly verifyDummy: (password: string) => Promise<false>;
  readonly hashPassword: (password: string) => Promise<string>;
  readonly passwordProblem: (password: string, email: string) => Promise<PasswordProblem | null>;
  readonly log: (event: string, fields: LogFields, level?: "info" | "warn" | "error") => void;
  /** Spends a finished sign-in, once across every instance (SessionStore.claimSignIn): false when it was spent before. */
  readonly claimSignIn: (id: string, expiresAt: number) => Promise<boolean>;
}

const passwordCredentials = z.object({ email: z.string().trim().min(3).max(254), password: z.string().min(1).max(1024) });
const enteredCode = z.string().max(64);
const newPassword = z.string().max(1024);

/** What a step passes on to the next token: everything but the id and the times, which each token has its own of. */
function carried({ email, mustChangePassword, sessionVersion }: PendingSignIn): Omit<PendingSignIn, "id" | "expiresAt" | "stage"> {
  return { email, mustChangePassword, sessionVersion };
}

export function createSignInSteps(deps: SignInStepsDeps) {
  const issue = (pending: Omit<PendingSignIn, "id" | "expiresAt" | "stage">, stage: SignInStage) => {
    const next: PendingSignIn = { ...pending, id: newPendingId(), stage, expiresAt: deps.now() + PENDING_SIGN_IN_SECONDS * 1000 };
    return { ok: true as const, token: signPending(next, deps.pendingKey), stage };
  };
  const read = (token: string | null | undefined, stage: SignInStage) => {
    const pending = readPending(token, deps.pendingKey, deps.now());
    return pending?.stage === stage ? pending : null;
  };
  const fail = (reason: string, client: string) => deps.log("admin.sign_in_failed", { provider: "password", reason, client }, "warn");

  /** Runs a code check under the sign-in limits: refused while the pair waits, counted when wrong. */
  async function throttled<T>(pending: PendingSignIn, client: string, check: () => Promise<T | string>): Promise<T | StepError> {
    if ((await deps.throttle.waitMs(client, pending.email)) > 0) {
      fail("rate-limited", client);
      return "RateLimited";
    }
    const outcome = await check();
    if (typeof outcome === "string") {
      await deps.throttle.recordFailure(client, pending.email);
      fail(outcome, client);
      return "WrongCode";
    }
    await deps.throttle.recordSuccess(client, pending.email);
    return outcome;
  }

  function secretOf(sealed: string, email: string): string | null {
    const secret = openSecret(sealed, email, deps.factorKey);
    // Sealed under another key: NEXTAUTH_SECRET changed since the enrollment. Only a reset helps (README).
    if (secret === null) deps.log("admin.factor_unreadable", { email }, "error");
    return secret;
  }

  return {
    /**
     * The pending sign-in in this token when it is at one of these steps; what each step's page checks before
     * it renders. A page accepts the steps after its own too: the action that finishes a step sets the cookie,
     * and Next then renders the page again while its script goes on to the next step.
     */
    at(token: string | null | undefined, stages: readonly SignInStage[]): PendingSignIn | null {
      const pending = readPending(token, deps.pendingKey, deps.now());
      return pending && stages.includes(pending.stage) ? pending : null;
    },

    /** The first step. Refuses as the password authorizer does; on success, names the next step. */
    async password(credentials: unknown, client: string): Promise<StepResult> {
      // The pair's failures stay until the code is right: a right password alone does not clear them.
      const throttle: SignInThrottle = { ...deps.throttle, recordSuccess: async () => undefined };
      let admin: AuthorizedAdmin | null;
      try {
        admin = await createPasswordAuthorizer({
          store: deps.admins,
          throttle,
          verifyPassword: deps.verifyPassword,
          verifyDummy: deps.verifyDummy,
          onFailure: fail,
        })(credentials, client);
      } catch (error) {
        if (error instanceof Error && error.message === RATE_LIMITED_ERROR) return { ok: false, error: "RateLimited" };
        throw error;
      }
      if (!admin) return { ok: false, error: "CredentialsSignin" };
      const { password } = passwordCredentials.parse(credentials);
      const mustChangePassword = (await deps.passwordProblem(password, admin.email)) !== null;
      const factor = deps.factorRequired ? await (await deps.factors()).find(admin.email) : null;
      const stage = stageAfterPassword({ factorRequired: deps.factorRequired, enrolled: factor?.confirmedAt != null, mustChangePassword });
      if (!deps.factorRequired) await deps.throttle.recordSuccess(client, admin.email);
      const sessionVersion = await (await deps.admins()).sessionVersion(admin.email);
      return issue({ email: admin.email, mustChangePassword, sessionVersion }, stage);
    },

    /** The set-up page's secret and its otpauth:// address, kept across reloads; null when the token is not at this step. */
    async enrollment(token: string | null | undefined): Promise<{ readonly email: string; readonly secret: string; readonly uri: string } | null> {
      const pending = read(token, "enroll");
      if (!pending) return null;
      const factors = await deps.factors();
      let record = await factors.findOrBegin(pending.email, sealSecret(newTotpSecret(), pending.email, deps.factorKey));
      if (record.confirmedAt !== null) return null;
      let secret = openSecret(record.sealedSecret, pending.email, deps.factorKey);
      if (secret === null) {
        // An enrollment begun under an earlier key cannot be finished: start it again.
        await factors.reset(pending.email);
        record = await factors.findOrBegin(pending.email, sealSecret(newTotpSecret(), pending.email, deps.factorKey));
        secret = openSecret(record.sealedSecret, pending.email, deps.factorKey);
      }
      if (secret === null) return null;
      return { email: pending.email, secret, uri: otpauthUri(secret, pending.email, deps.issuer) };
    },

    /** Confirms the set-up with a first code; gives the ten recovery codes, shown once and stored hashed. */
    async confirmEnrollment(token: string | null | undefined, input: unknown, client: string): Promise<StepResult<{ readonly recoveryCodes: readonly string[] }>> {
      const pending = read(token, "enroll");
      if (!pending) return { ok: false, error: "SignInExpired" };
      const code = readEnteredCode(enteredCode.safeParse(input).data ?? "");
      if (code?.kind !== "totp") return { ok: false, error: "MalformedCode" };
      const factors = await deps.factors();
      const outcome = await throttled(pending, client, async () => {
        const record = await factors.find(pending.email);
        if (!record || record.confirmedAt !== null) return "no-pending-enrollment";
        const secret = secretOf(record.sealedSecret, pending.email);
        const step = secret === null ? null : matchingStep(secret, code.code, deps.now());
        if (step === null) return "wrong-code";
        const recoveryCodes = newRecoveryCodes();
        const hashes = recoveryCodes.map((recovery) => hashRecoveryCode(pending.email, recovery));
        if (!(await factors.confirm(pending.email, record.sealedSecret, step, hashes))) return "no-pending-enrollment";
        return { recoveryCodes };
      });
      if (typeof outcome === "string") return { ok: false, error: outcome };
      deps.log("admin.factor_enrolled", { email: pending.email });
      return { ...issue(carried(pending), stageAfterFactor(pending.mustChangePassword)), recoveryCodes: outcome.recoveryCodes };
    },

    /** The code step of every later sign-in: a six-digit code for a step not used before, or an unused recovery code. */
    async verifyCode(token: string | null | undefined, input: unknown, client: string): Promise<StepResult> {
      const pending = read(token, "code");
      if (!pending) return { ok: false, error: "SignInExpired" };
      const code = readEnteredCode(enteredCode.safeParse(input).data ?? "");
      if (!code) return { ok: false, error: "MalformedCode" };
      const factors = await deps.factors();
      const outcome = await throttled(pending, client, async () => {
        const record = await factors.find(pending.email);
        if (!record || record.confirmedAt === null) return "no-factor";
        if (code.kind === "recovery") {
          if (!(await factors.useRecoveryCode(pending.email, hashRecoveryCode(pending.email, code.code)))) return "wrong-recovery-code";
          deps.log("admin.recovery_code_used", { email: pending.email, left: record.recoveryCodesLeft - 1 }, "warn");
          return { used: "recovery" };
        }
        const secret = secretOf(record.sealedSecret, pending.email);
        const step = secret === null ? null : matchingStep(secret, code.code, deps.now());
        if (step === null) return "wrong-code";
        // Checked here for a clear log line, and again atomically in the store, which two instances share.
        if (!isFreshStep(step, record.lastStep) || !(await factors.useStep(pending.email, step))) return "replayed-code";
        return { used: "totp" };
      });
      if (typeof outcome === "string") return { ok: false, error: outcome };
      return issue(carried(pending), stageAfterFactor(pending.mustChangePassword));
    },

    /** Sets a new password that meets the rule, when the stored one did not. */
    async changePassword(
      token: string | null | undefined,
      input: unknown,
    ): Promise<StepResult | { readonly ok: false; readonly problem: PasswordProblem }> {
      const pending = read(token, "change-password");
      if (!pending) return { ok: false, error: "SignInExpired" };
      const password = newPassword.safeParse(input);
      if (!password.success) return { ok: false, problem: "too-long" };
      const problem = await deps.passwordProblem(password.data, pending.email);
      if (problem) return { ok: false, problem };
      if (!(await (await deps.admins()).setPassword(pending.email, await deps.hashPassword(password.data)))) {
        return { ok: false, error: "SignInExpired" };
      }
      deps.log("admin.password_changed", { email: pending.email });
      return issue({ ...carried(pending), mustChangePassword: false }, "done");
    },

    /**
     * The last step, in next-auth's authorize: the admin for a finished sign-in whose account still exists
     * and whose sessions were not ended since the password was checked; null for anything else. It is spent
     * here, before next-auth issues the session: the same cookie sent again, to this instance or another,
     * or twice at once, gets no second session.
     */
    async admit(token: string | null | undefined): Promise<AuthorizedAdmin | null> {
      const pending = read(token, "done");
      if (!pending) return null;
      const admins = await deps.admins();
      const [admin, version] = await Promise.all([admins.findByEmail(pending.email), admins.sessionVersion(pending.email)]);
      if (!admin || version !== pending.sessionVersion) return null;
      if (!(await deps.claimSignIn(pending.id, pending.expiresAt))) {
        deps.log("admin.sign_in_replayed", { email: pending.email }, "warn");
        return null;
      }
      return { id: admin.id, email: admin.email, name: admin.email, provider: "password" };
    },
  };
}

export type SignInSteps = ReturnType<typeof createSignInSteps>;

