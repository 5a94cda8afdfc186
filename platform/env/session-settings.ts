/** How long an admin session lasts, read from the environment (features/auth/session/session-lifetime.ts applies it). */
export interface SessionSettings {
  /** From sign-in to the end, however active the admin is. */
  readonly maxAgeMs: number;
  /** Without a request of the admin's own (not a cookie renewal), the session ends. */
  readonly idleMs: number;
  /** A Google admin's claim is read again from Firebase Authentication at least this often. */
  readonly claimCheckMs: number;
}

export interface SessionSettingsEnv {
  readonly ADMIN_SESSION_MAX_AGE_SECONDS: number;
  readonly ADMIN_SESSION_IDLE_SECONDS: number;
  readonly ADMIN_CLAIM_CHECK_SECONDS: number;
}

export function sessionSettingsFrom(env: SessionSettingsEnv): SessionSettings {
  return {
    maxAgeMs: env.ADMIN_SESSION_MAX_AGE_SECONDS * 1000,
    idleMs: env.ADMIN_SESSION_IDLE_SECONDS * 1000,
    claimCheckMs: env.ADMIN_CLAIM_CHECK_SECONDS * 1000,
  };
}
