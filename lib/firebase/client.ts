import type { FirebaseClientConfig } from "@/lib/auth/firebase-client-config";

const APP_NAME = "openseat-admin-sign-in";

/**
 * Signs in with Google through the Firebase client SDK and returns the ID token for the server to
 * verify. The SDK is imported here, on first click, so no other page (and no visitor) ever downloads it.
 */
export async function signInWithGoogle(config: FirebaseClientConfig): Promise<string> {
  const [{ getApps, initializeApp }, { getAuth, GoogleAuthProvider, inMemoryPersistence, setPersistence, signInWithPopup }] =
    await Promise.all([import("firebase/app"), import("firebase/auth")]);
  const app = getApps().find((candidate) => candidate.name === APP_NAME) ?? initializeApp(config, APP_NAME);
  const auth = getAuth(app);
  // The admin session is next-auth's cookie; Firebase's own login need not outlive this page.
  await setPersistence(auth, inMemoryPersistence);
  const credential = await signInWithPopup(auth, new GoogleAuthProvider());
  return credential.user.getIdToken();
}
