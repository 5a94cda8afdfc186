import type { FirebaseClientConfig } from "@/platform/firebase/client-config";

const APP_NAME = "openseat-admin-sign-in";

/**
 * Signs in with Google through the Firebase client SDK and returns the ID token for the server to
 * verify. The SDK is imported here, on first click, so no other page (and no visitor) ever downloads it.
 */
export async function signInWithGoogle(config: FirebaseClientConfig, emulatorUrl: string | null = null): Promise<string> {
  const [
    { getApps, initializeApp },
    { connectAuthEmulator, getAuth, GoogleAuthProvider, inMemoryPersistence, setPersistence, signInWithPopup },
  ] = await Promise.all([import("firebase/app"), import("firebase/auth")]);
  const existing = getApps().find((candidate) => candidate.name === APP_NAME);
  const app = existing ?? initializeApp(config, APP_NAME);
  const auth = getAuth(app);
  // Tests and local runs only: the server passes an emulator URL solely when it is not a deployment.
  if (emulatorUrl && !existing) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  // The admin session is next-auth's cookie; Firebase's own login need not outlive this page.
  await setPersistence(auth, inMemoryPersistence);
  const credential = await signInWithPopup(auth, new GoogleAuthProvider());
  return credential.user.getIdToken();
}
