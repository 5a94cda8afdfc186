import "server-only";
import { getSessionSettings } from "@/platform/env";
import { logEvent } from "@/platform/logging/log";
import { getIdTokenVerifier } from "@/features/auth/session/id-token";
import { createSessionCheck, type SessionCheck } from "@/features/auth/session/session-check";
import { getSessionStore } from "@/features/auth/session-store/get-store";

/** The session records on the configured store, with Firebase's view of a Google admin's claim. */
export const sessionCheck: SessionCheck = createSessionCheck({
  sessions: getSessionStore,
  isStillAdmin: async (uid) => (await getIdTokenVerifier()).isStillAdmin(uid),
  settings: getSessionSettings,
  now: Date.now,
  log: logEvent,
});
