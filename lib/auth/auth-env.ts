import "server-only";
import { z } from "zod";
import type { FirebaseClientConfig } from "@/lib/auth/firebase-client-config";

export type { FirebaseClientConfig } from "@/lib/auth/firebase-client-config";

/**
 * The sign-in settings beyond lib/env.ts: which ID-token verifier to use and the public Firebase client
 * configuration. Parsed here so the admin area reads them in one place.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const authEnvSchema = z.object({
  FIREBASE_AUTH_VERIFIER: z
    .enum(["firebase", "test", ""])
    .optional()
    .transform((value) => (value === "" || value === undefined ? "firebase" : value)),
  NEXT_PUBLIC_FIREBASE_API_KEY: optionalText,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: optionalText,
  NEXT_PUBLIC_FIREBASE_DATABASE_URL: optionalText,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: optionalText,
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: optionalText,
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: optionalText,
  NEXT_PUBLIC_FIREBASE_APP_ID: optionalText,
  NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: optionalText,
  /** Tests and local runs: the browser signs in against this Authentication emulator (never in a deployment). */
  FIREBASE_AUTH_EMULATOR_HOST: optionalText,
});

export type AuthEnv = z.infer<typeof authEnvSchema>;

export function parseAuthEnv(source: Record<string, string | undefined>): AuthEnv {
  return authEnvSchema.parse(source);
}

/** Google sign-in is offered only when the four values the client SDK cannot work without are set. */
export function firebaseClientConfig(env: AuthEnv): FirebaseClientConfig | null {
  const apiKey = env.NEXT_PUBLIC_FIREBASE_API_KEY;
  const authDomain = env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN;
  const projectId = env.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
  const appId = env.NEXT_PUBLIC_FIREBASE_APP_ID;
  if (!apiKey || !authDomain || !projectId || !appId) return null;
  return {
    apiKey,
    authDomain,
    projectId,
    appId,
    ...(env.NEXT_PUBLIC_FIREBASE_DATABASE_URL ? { databaseURL: env.NEXT_PUBLIC_FIREBASE_DATABASE_URL } : {}),
    ...(env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET ? { storageBucket: env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET } : {}),
    ...(env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID
      ? { messagingSenderId: env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID }
      : {}),
    ...(env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID ? { measurementId: env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID } : {}),
  };
}

/** Where the browser's Firebase Auth should go instead of Google: the emulator's URL, or null. */
export function firebaseAuthEmulatorUrl(env: AuthEnv): string | null {
  return env.FIREBASE_AUTH_EMULATOR_HOST ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : null;
}

let cached: AuthEnv | undefined;

export function getAuthEnv(): AuthEnv {
  cached ??= parseAuthEnv(process.env);
  return cached;
}
