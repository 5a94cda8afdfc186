import "server-only";
import type { ServerEnv } from "@/platform/env";
import type { FirebaseClientConfig } from "@/platform/firebase/client-config";

/** Google sign-in is offered only when the four values the client SDK cannot work without are set. */
export function firebaseClientConfig(env: ServerEnv): FirebaseClientConfig | null {
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
export function firebaseAuthEmulatorUrl(env: ServerEnv): string | null {
  return env.FIREBASE_AUTH_EMULATOR_HOST ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : null;
}
