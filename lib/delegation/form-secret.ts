import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const fileName = "form-secret";

/**
 * The key that signs form tokens: FORM_SECRET when set, otherwise a random key generated once
 * into the data folder, so tokens survive a restart and a fresh clone needs no setup.
 */
export function loadFormSecret(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, "utf8");
  const file = path.resolve(dataDir, fileName);
  try {
    return readKey(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // "wx": when two processes start together, one writes and the other reads the winner's key.
    writeFileSync(file, randomBytes(32).toString("base64"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readKey(file);
}

function readKey(file: string): Buffer {
  const key = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  if (key.length < 32) throw new Error(`The form secret in ${fileName} is too short; delete it to generate a new one.`);
  return key;
}
