import "server-only";
import { readOrCreateSecret } from "@/platform/server/read-or-create-secret";

const fileName = "form-secret";

/**
 * The key that signs form tokens: FORM_SECRET when set, otherwise a random key generated once
 * into the data folder, so tokens survive a restart and a fresh clone needs no setup.
 */
export function loadFormSecret(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, "utf8");
  const key = Buffer.from(readOrCreateSecret(dataDir, fileName), "base64");
  if (key.length < 32) throw new Error(`The form secret in ${fileName} is too short; delete it to generate a new one.`);
  return key;
}
