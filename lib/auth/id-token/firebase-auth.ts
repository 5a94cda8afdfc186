import "server-only";
import { getAuth, type Auth } from "firebase-admin/auth";
import { getFirebaseAdminApp } from "@/lib/firebase/admin";

/** firebase-admin's Auth on the shared app; loaded lazily so password-only deployments never load it. */
export function getFirebaseAuth(): Auth {
  return getAuth(getFirebaseAdminApp());
}
