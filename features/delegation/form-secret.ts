import "server-only";
import { readOrCreateSecret } from "@/platform/server/read-or-create-secret";

/** The generated secret's file in the data folder, while FORM_SECRET is unset. */
export const FORM_SECRET_FILE = "form-secret";

/**
 * The key that signs form tokens: FORM_SECRET when set, otherwise a random key generated once
 * into the data folder, so tokens survive a restart and a fresh clone needs no setup.
 */
export function loadFormSecret(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, "utf8");
  const key = Buffer.from(readOrCreateSecret(dataDir, FORM_SECRET_FILE), "base64");
  if (key.length < 32) throw new Error(`The form secret in ${FORM_SECRET_FILE} is too short; delete it to generate a new one.`);
  return key;
}
