/**
 * A consistent copy of the SQLite database, taken while the server runs and writes:
 * `npm run data:backup -- --to /backups/openseat-2026-03-01.sqlite [--with-secrets]`. Run it with the server's
 * DATA_DIR. It opens the database read-only (no migration runs, nothing is written to it) and copies it
 * with SQLite's online backup; the copy is checked, synced and renamed into place before it reports
 * success (docs/backups.md). `--with-secrets` also copies the generated session and form secrets into
 * `<FILE>.secrets/`.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { tableOwners } from "@/app/store-schemas";
import { SECRET_FILE_NAME as SESSION_SECRET_FILE } from "@/features/auth/session/session-token";
import { FORM_SECRET_FILE } from "@/features/delegation/form-secret";
import { openReadOnly, secretsFolderOf, syncFolder, writeBackup, type BackupFile } from "@/platform/backup/sqlite-backup";
import { DATABASE_FILE, LEDGER_FILE } from "@/platform/db/data-files";
import { getMessagingConfig } from "@/features/outbox/runtime";
import { getEnv } from "@/platform/env";
import { hasFlag, readFlag } from "@/platform/server/cli-input";
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from "@/platform/server/private-files";

function fail(message: string): never {
  console.error(`data:backup: ${message}`);
  process.exit(1);
}

const argsSchema = z.object({
  to: z.string().trim().min(1, "give the file to write: npm run data:backup -- --to /backups/openseat.sqlite"),
  withSecrets: z.boolean(),
});

const bytesText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`);
const count = (value: number) => value.toLocaleString("en-US");

/** Rows by feature, each with its tables, as the feature's migrations created them. */
function rowsByFeature(rows: Readonly<Record<string, number>>): string[] {
  const owners = tableOwners();
  const byFeature = new Map<string, [string, number][]>();
  for (const [table, total] of Object.entries(rows)) {
    const feature = owners.get(table) ?? (table === "schema_migrations" ? "schema" : "other");
    byFeature.set(feature, [...(byFeature.get(feature) ?? []), [table, total]]);
  }
  return [...byFeature.entries()].map(([feature, tables]) => {
    const total = tables.reduce((sum, [, n]) => sum + n, 0);
    return `  ${feature.padEnd(22)} ${count(total).padStart(10)}  (${tables.map(([table, n]) => `${table} ${count(n)}`).join(", ")})`;
  });
}

/** Copies the generated secrets into a folder made whole under a temporary name first; returns what was copied and what was not. */
function copySecrets(dataDir: string, file: string, env: ReturnType<typeof getEnv>): { copied: string[]; notes: string[] } {
  const secrets = [
    { name: SESSION_SECRET_FILE, setting: "NEXTAUTH_SECRET", set: Boolean(env.NEXTAUTH_SECRET) },
    { name: FORM_SECRET_FILE, setting: "FORM_SECRET", set: Boolean(env.FORM_SECRET) },
  ];
  const folder = secretsFolderOf(file);
  if (existsSync(folder)) fail(`${folder} exists already. Choose another file name, or delete it first. Nothing was written.`);
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { mode: PRIVATE_FOLDER_MODE });
  const copied: string[] = [];
  const notes: string[] = [];
  for (const { name, setting, set } of secrets) {
    if (set) notes.push(`${setting} is set in the environment, so the server does not use ${name}: keep ${setting} with the deployment's secrets.`);
    const source = path.join(dataDir, name);
    if (!existsSync(source)) {
      if (!set) notes.push(`${name} is not in the data folder (the server has not generated it yet).`);
      continue;
    }
    writeFileSync(path.join(partial, name), readFileSync(source), { flag: "wx", mode: PRIVATE_FILE_MODE });
    copied.push(name);
  }
  syncFolder(partial);
  renameSync(partial, folder);
  syncFolder(path.dirname(folder));
  return { copied, notes };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const parsed = argsSchema.safeParse({ to: readFlag(args, "to") ?? "", withSecrets: hasFlag(args, "with-secrets") });
  if (!parsed.success) fail(parsed.error.issues.map((issue) => issue.message).join("; "));
  const env = getEnv();
  if (env.DATA_STORE !== "sqlite") fail("DATA_STORE is firestore: Firestore's backups are taken by Google Cloud on a schedule (docs/backups.md). Nothing was written.");
  const dataDir = path.resolve(env.DATA_DIR);
  const database = path.join(dataDir, DATABASE_FILE);
  const destination = path.resolve(parsed.data.to);
  if (!existsSync(database)) fail(`there is no database at ${database}: check DATA_DIR. Nothing was written.`);
  // Never over an existing file: the live database, its -wal or an older backup would be replaced by the rename.
  if (existsSync(destination)) fail(`${destination} exists already. Choose another file name, or delete it first. Nothing was written.`);
  if (!existsSync(path.dirname(destination)) || !statSync(path.dirname(destination)).isDirectory()) fail(`the folder ${path.dirname(destination)} does not exist. Nothing was written.`);

  console.log(`Backing up ${database} to ${destination} (servers on the folder may go on running).`);
  const secrets = parsed.data.withSecrets ? copySecrets(dataDir, destination, env) : null;
  const source = openReadOnly(database);
  let copy: BackupFile;
  try {
    copy = await writeBackup(source, destination);
  } catch (error) {
    if (secrets) rmSync(secretsFolderOf(destination), { recursive: true, force: true });
    throw error;
  } finally {
    source.close();
  }

  const requests = copy.rows.delegation_requests ?? 0;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `Wrote ${copy.file}: ${bytesText(copy.bytes)} (${count(copy.bytes)} bytes), ${count(requests)} request${requests === 1 ? "" : "s"}, in ${seconds(copy.ms)} (copy ${seconds(copy.phases.copyMs)}, check ${seconds(copy.phases.checkMs)}, sync ${seconds(copy.phases.syncMs)}).`,
  );
  console.log("Checked with PRAGMA integrity_check: ok. Synced to disk before it was given its name.");
  if (copy.restarts > 0) console.log(`Other writes made SQLite start the copy over ${copy.restarts} time(s); the copy is of one moment.`);
  console.log("Rows, by feature:");
  for (const line of rowsByFeature(copy.rows)) console.log(line);
  if (secrets) {
    console.log(`Secrets copied to ${secretsFolderOf(copy.file)}: ${secrets.copied.length > 0 ? secrets.copied.join(", ") : "none"}.`);
    for (const note of secrets.notes) console.log(`  ${note}`);
  } else {
    console.log(
      "Secrets were not copied (--with-secrets copies them). Restored without them into a folder whose secrets differ, every admin session and signed link (booking links, forms being filled in) is reset, and every second factor needs `npm run admin:reset-factor`.",
    );
  }
  console.log(`Not in the copy: the ledger of erasures and backups (${path.join(dataDir, LEDGER_FILE)}), which a restore keeps, and the .eml files under ${getMessagingConfig().mailDir}.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
);
