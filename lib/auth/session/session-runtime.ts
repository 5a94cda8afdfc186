import "server-only";
import { getSessionSettings } from "@/lib/env";
import { logEvent } from "@/lib/logging/log";
import { getIdTokenVerifier } from "@/lib/auth/sign-in/id-token";
import { createSessionCheck, type SessionCheck } from "@/lib/auth/session/session-check";
import { getSessionStore } from "@/lib/auth/session-store/get-store";

/** The session records on the configured store, with Firebase's view of a Google admin's claim. */
export const sessionCheck: SessionCheck = createSessionCheck({
  sessions: getSessionStore,
  isStillAdmin: async (uid) => (await getIdTokenVerifier()).isStillAdmin(uid),
  settings: getSessionSettings,
  now: Date.now,
  log: logEvent,
});
