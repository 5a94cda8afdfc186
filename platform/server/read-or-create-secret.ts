import "server-only";
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { refuseDataDirDuringBuild } from "@/platform/server/build-phase";
import { ensurePrivateFolder, tightenIfPresent } from "@/platform/server/private-files";

/** The shortest local secret accepted, in characters of its file. */
export const MIN_LOCAL_SECRET_LENGTH = 32;

/**
 * A random secret kept in a file of the data folder: read when it is there, otherwise created
 * (32 random bytes, base64), readable by its owner only. `wx` makes creation atomic, so when two
 * processes race on a fresh data folder the loser reads the winner's secret instead of replacing it.
 * A file too short to be one this function wrote is refused rather than signed with.
 */
export function readOrCreateSecret(dataDir: string, fileName: string): string {
  refuseDataDirDuringBuild(`The secret in ${fileName}`);
  const file = path.resolve(/*turbopackIgnore: true*/ dataDir, fileName);
  let text: string | null = null;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  if (text === null) {
    ensurePrivateFolder(path.dirname(file));
    try {
      writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { flag: "wx", mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    text = readFileSync(file, "utf8").trim();
  }
  // A secret an older run wrote, or one copied in by hand, is tightened to its owner too.
  tightenIfPresent(file);
  if (text.length < MIN_LOCAL_SECRET_LENGTH) {
    throw new Error(`The secret in ${file} is too short; delete the file to generate a new one.`);
  }
  return text;
}
