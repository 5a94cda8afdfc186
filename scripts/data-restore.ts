/**
 * Puts a backup in place of the SQLite database: `npm run data:restore -- --from FILE [--with-secrets] [--dry-run]`.
 * Run it with the server's DATA_DIR (and NEXTAUTH_SECRET, if the server has one), with every server on that
 * folder stopped: it refuses while any process has the database open, asking SQLite's own locks. It refuses
 * a file that fails PRAGMA integrity_check or comes from a newer release; migrates an older one; ends every
 * session, holds the messages that were pending, carries out again the erasures made since the backup, and
 * moves the replaced database (with its -wal and -shm) into a folder of its own, kept until the operator
 * deletes it. `--with-secrets` also puts back the secrets `data:backup --with-secrets` copied beside the file.
 * `--dry-run` checks and says what would happen, and changes nothing but a checkpoint of the idle database.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { z } from "zod";
import { settleRestoredData, unreadableFactors, type AfterRestore } from "@/app/after-restore";
import { ledgerSchemas, schemaFeatures } from "@/app/store-schemas";
import { createSqliteFactorStore } from "@/features/auth/factor-store/sqlite";
import { SECRET_FILE_NAME as SESSION_SECRET_FILE } from "@/features/auth/session/session-token";
import { createSqliteSessionStore } from "@/features/auth/session-store/sqlite";
import { addressKey, type AddressKey } from "@/features/delegation/erasure-ledger/address-hash";
import { createSqliteErasureLedger } from "@/features/delegation/erasure-ledger/sqlite";
import { FORM_SECRET_FILE } from "@/features/delegation/form-secret";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import { createSqliteOutboxStore } from "@/features/outbox/sqlite";
import { copyClosedFile, holdIfIdle, integrityProblems, recordedVersions, secretsFolderOf, syncFolder, type DatabaseHold } from "@/platform/backup/sqlite-backup";
import { site } from "@/platform/config/site";
import { DATABASE_FILE, LEDGER_FILE } from "@/platform/db/data-files";
import { ensureSchemas, type SqliteDatabase } from "@/platform/db/schema/migration";
import { openDatabase } from "@/platform/db/sqlite";
import { getEnv } from "@/platform/env";
import { hasFlag, readFlag } from "@/platform/server/cli-input";
import { ensurePrivateFolder, PRIVATE_FILE_MODE } from "@/platform/server/private-files";

let hold: DatabaseHold | null = null;
let partial: string | null = null;
let copy: SqliteDatabase | null = null;

/** Says why, removes the partial copy and lets go of the live database: a refusal changes nothing. */
function fail(message: string): never {
  console.error(`data:restore: ${message}`);
  if (copy?.open) copy.close();
  if (partial) for (const leftover of [partial, `${partial}-wal`, `${partial}-shm`, `${partial}-journal`]) rmSync(leftover, { force: true });
  hold?.release();
  process.exit(1);
}

const argsSchema = z.object({
  from: z.string().trim().min(1, "give the backup to restore: npm run data:restore -- --from /backups/openseat.sqlite"),
  withSecrets: z.boolean(),
  dryRun: z.boolean(),
  replaceUnreadable: z.boolean(),
});

const count = (value: number) => value.toLocaleString("en-US");
const plural = (value: number, one: string, many = `${one}s`) => `${count(value)} ${value === 1 ? one : many}`;

/** A secret file's text when it is there; null when not (never created here). */
function readSecret(file: string): string | null {
  try {
    return readFileSync(file, "utf8").trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Why this code cannot serve the file, or null: a feature it does not know, or a migration newer than it has. */
function newerThanThisCode(db: SqliteDatabase): string | null {
  const known = new Map(schemaFeatures.map(({ feature, migrations }) => [feature, Math.max(...migrations.map(({ version }) => version))]));
  const newer: string[] = [];
  for (const [feature, version] of recordedVersions(db)) {
    const knownVersion = known.get(feature);
    if (knownVersion === undefined) newer.push(`"${feature}" (unknown here)`);
    else if (version > knownVersion) newer.push(`"${feature}" at version ${version} (this code knows ${knownVersion})`);
  }
  return newer.length > 0 ? newer.join(", ") : null;
}

/** Moves each file that exists into `folder`, keeping its name; returns the names moved. */
function moveAside(files: readonly string[], folder: string): string[] {
  const moved: string[] = [];
  for (const file of files) {
    if (!existsSync(file)) continue;
    ensurePrivateFolder(folder);
    renameSync(file, path.join(folder, path.basename(file)));
    moved.push(path.basename(file));
  }
  return moved;
}

async function main(): Promise<void> {
  const started = performance.now();
  const args = process.argv.slice(2);
  const parsed = argsSchema.safeParse({
    from: readFlag(args, "from") ?? "",
    withSecrets: hasFlag(args, "with-secrets"),
    dryRun: hasFlag(args, "dry-run"),
    replaceUnreadable: hasFlag(args, "replace-unreadable"),
  });
  if (!parsed.success) fail(parsed.error.issues.map((issue) => issue.message).join("; "));
  const { withSecrets, dryRun, replaceUnreadable } = parsed.data;
  const env = getEnv();
  if (env.DATA_STORE !== "sqlite") {
    fail("DATA_STORE is firestore: a Firestore backup is restored into a new database with gcloud, then `npm run data:after-restore` (docs/backups.md). Nothing was changed.");
  }
  const from = path.resolve(parsed.data.from);
  const dataDir = path.resolve(env.DATA_DIR);
  const live = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(from) || !statSync(from).isFile()) fail(`there is no file at ${from}. Nothing was changed.`);
  if (from === live) fail("that is the live database itself. Nothing was changed.");
  const secretsFolder = secretsFolderOf(from);
  const backupSecrets = {
    session: withSecrets ? readSecret(path.join(secretsFolder, SESSION_SECRET_FILE)) : null,
    form: withSecrets ? readSecret(path.join(secretsFolder, FORM_SECRET_FILE)) : null,
  };
  if (withSecrets && !backupSecrets.session && !backupSecrets.form) {
    fail(`--with-secrets was given, but ${secretsFolder} holds no secret (data:backup --with-secrets writes it). Nothing was changed.`);
  }

  console.log(`Restoring ${from} into ${dataDir}${dryRun ? " (dry run: nothing will be replaced)" : ""}.`);

  // 1. No process may have the database open, and none may open it until the new one is in place: asked first,
  // so a server left running is named at once, and held from here on, so none starts on it while this runs.
  if (existsSync(live)) {
    const result = holdIfIdle(live);
    if (!result.held && result.reason === "in-use") {
      fail(`${live} is open in another process (a server, or a tool such as the sqlite3 shell): SQLite's locks say so. Stop every server on this folder, then run this again. Nothing was changed.`);
    }
    if (!result.held && !replaceUnreadable) {
      fail(`${live} cannot be opened (${result.detail}), so SQLite cannot tell whether a server has it open. Stop every server on this folder, then run this again with --replace-unreadable. Nothing was changed.`);
    }
    hold = result.held ? result.hold : null;
  }

  // 2. A copy of the backup in the data folder, checked before anything is replaced.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  partial = path.join(dataDir, `${DATABASE_FILE}.restoring-${randomBytes(6).toString("hex")}`);
  copyClosedFile(from, partial);
  let db: SqliteDatabase;
  let problems: string[];
  try {
    db = copy = new Database(partial, { fileMustExist: true });
    problems = integrityProblems(db);
  } catch (error) {
    const code = (error as { code?: string }).code;
    const detail = `${code ?? "error"}: ${error instanceof Error ? error.message : String(error)}`;
    fail(code === "SQLITE_NOTADB" ? `${from} is not a SQLite database (${detail}). Nothing was changed.` : `${from} is damaged (${detail}). Nothing was changed.`);
  }
  if (problems.length > 0) fail(`${from} fails PRAGMA integrity_check: ${problems.slice(0, 5).join("; ")}. Nothing was changed.`);
  const newer = newerThanThisCode(db);
  if (newer) fail(`${from} comes from a newer release than this code: ${newer}. Restore it with the release that wrote it. Nothing was changed.`);
  if (recordedVersions(db).size === 0) fail(`${from} is not a backup of this site's database (it has no schema_migrations). Nothing was changed.`);
  const before = recordedVersions(db);

  // 3. Brought up to this code's schema, as a server would on open; then read what the notes below need.
  ensureSchemas(db, schemaFeatures);
  const migrated = [...recordedVersions(db)]
    .filter(([feature, version]) => before.get(feature) !== version)
    .map(([feature, version]) => `${feature} ${before.has(feature) ? `${before.get(feature)}→${version}` : `created at ${version}`}`);
  const requests = createSqliteDelegationStore(db, { retentionMonths: site.dataRetention.requestMonths });
  const sessions = createSqliteSessionStore(db);
  const outbox = createSqliteOutboxStore(db);
  const factors = createSqliteFactorStore(db);
  const requestCount = Object.values(await requests.countByStatus()).reduce((sum, n) => sum + n, 0);
  const newest = (db.prepare("SELECT MAX(created_at) AS at FROM delegation_requests").get() as { at: string | null }).at;

  const folderSession = env.NEXTAUTH_SECRET ?? readSecret(path.join(dataDir, SESSION_SECRET_FILE));
  const sessionAfter = env.NEXTAUTH_SECRET ?? backupSecrets.session ?? folderSession;
  const factorCheck = await unreadableFactors(factors, sessionAfter);
  const pending = (await outbox.countByState()).pending;

  console.log(
    `Checked: PRAGMA integrity_check ok; ${plural(requestCount, "request")}, the newest sent ${newest ?? "never"}; the file was written ${statSync(from).mtime.toISOString()}.`,
  );
  console.log(migrated.length > 0 ? `Migrated to this release's schema, as a server does on open: ${migrated.join(", ")}.` : "Its schema is this release's.");
  console.log("Before the restore, note:");
  console.log("  - Every admin session ends: admins sign in again.");
  const held = (await outbox.countByState()).held;
  console.log(
    pending === 0
      ? `  - No message was pending in the backup, so none is held${held > 0 ? ` (${plural(held, "message")} held by an earlier restore still wait for an admin)` : ""}.`
      : `  - ${plural(pending, "message")} ${pending === 1 ? "was" : "were"} pending in the backup: they are held, never resent on their own, since they may have gone out after the backup was taken. An admin releases them on the admin dashboard.`,
  );
  console.log("  - Recovery codes used since the backup was taken work again: an admin who used one since should run `npm run admin:reset-factor -- EMAIL` for a fresh set.");
  if (factorCheck.unreadable.length > 0) {
    const reason = sessionAfter ? "the session secret the server will use is not the one they were set up with" : "no session secret exists yet in this folder";
    console.log(
      `  - ${plural(factorCheck.unreadable.length, "second factor")} of ${count(factorCheck.total)} cannot be read after the restore (${reason}${withSecrets ? "" : "; --with-secrets restores the backup's secrets"}). Each needs \`npm run admin:reset-factor -- EMAIL\`: ${factorCheck.unreadable.join(", ")}.`,
    );
  } else if (factorCheck.total > 0) {
    console.log(`  - All ${plural(factorCheck.total, "second factor")} open with the session secret the server will use.`);
  }
  if (!withSecrets) {
    console.log(
      `  - The folder's own secrets stay${existsSync(secretsFolder) ? ` (${secretsFolder} exists: --with-secrets would put the backup's in place)` : ""}: signed links (booking links in e-mails, forms being filled in) work only if its form secret is the one the backup was taken with.`,
    );
  }

  // 4. The erasures made since, the purge, the held messages and the ended sessions, on the copy only.
  const ledgerDb = openDatabase(dataDir, LEDGER_FILE);
  ensureSchemas(ledgerDb, ledgerSchemas);
  const ledger = createSqliteErasureLedger(ledgerDb);
  const now = new Date();
  const records = await ledger.list(now.toISOString());
  // Read once, closed at once: the ledger file is left as a server would leave it, without a -wal.
  ledgerDb.close();
  const keys: AddressKey[] = [...new Set([folderSession, sessionAfter].filter((secret): secret is string => Boolean(secret)))].map(addressKey);
  if (dryRun) {
    console.log(`  - The ledger holds ${plural(records.length, "erasure")} to carry out again.`);
    db.close();
    rmSync(partial, { force: true });
    partial = null;
    hold?.release();
    console.log("Dry run: nothing was replaced.");
    return;
  }
  const settled: AfterRestore = await settleRestoredData({ requests, sessions, outbox }, records, keys, now, site.dataRetention.requestMonths);
  const finalProblems = integrityProblems(db);
  if (finalProblems.length > 0) fail(`the restored copy fails PRAGMA integrity_check after its migrations: ${finalProblems.slice(0, 5).join("; ")}. Nothing was changed.`);
  // One self-contained file, no -wal to leave behind; the server puts it back in WAL mode when it opens it.
  db.pragma("journal_mode = DELETE");
  db.close();

  // A folder with no database had nothing to hold: one a server created meanwhile is held (or refused) now.
  if (!hold && existsSync(live)) {
    const late = holdIfIdle(live);
    if (!late.held) fail(`a database appeared at ${live} while the restore ran${late.reason === "in-use" ? ", and a process has it open" : ""}: stop every server on this folder, then run this again. Nothing was changed.`);
    hold = late.hold;
  }

  // 5. The swap: the replaced files aside, the copy under the database's name, the folder synced. From here a
  // failure keeps the restored copy where it is and says where each file went.
  const restoredCopy = partial;
  partial = null;
  const aside = path.join(dataDir, `replaced-${now.toISOString().replace(/[:.]/g, "-")}`);
  const moved: string[] = [];
  try {
    moved.push(...moveAside([live, `${live}-wal`, `${live}-shm`, `${live}-journal`], aside));
    if (withSecrets) {
      moved.push(...moveAside([SESSION_SECRET_FILE, FORM_SECRET_FILE].map((name) => path.join(dataDir, name)), aside));
      for (const [name, secret] of [[SESSION_SECRET_FILE, backupSecrets.session], [FORM_SECRET_FILE, backupSecrets.form]] as const) {
        if (secret) writeFileSync(path.join(dataDir, name), `${secret}\n`, { flag: "wx", mode: PRIVATE_FILE_MODE });
      }
    }
    renameSync(restoredCopy, live);
    syncFolder(dataDir);
  } catch (error) {
    fail(
      `the swap stopped part-way (${error instanceof Error ? error.message : String(error)}). Moved so far into ${aside}: ${moved.join(", ") || "nothing"}. The restored copy is ${existsSync(restoredCopy) ? restoredCopy : live}: with every server stopped, rename it to ${live}, or move the files back.`,
    );
  }
  hold?.release();
  hold = null;

  console.log(`Restored ${from} as ${live}.`);
  if (moved.length > 0) console.log(`  - Moved aside, kept until you delete them: ${moved.join(", ")} in ${aside}`);
  else console.log("  - There was no database to replace.");
  if (withSecrets) console.log(`  - Put the backup's secrets in place: ${[backupSecrets.session && SESSION_SECRET_FILE, backupSecrets.form && FORM_SECRET_FILE].filter(Boolean).join(", ")}.`);
  console.log(`  - Ended ${plural(settled.sessionsEnded, "admin session")}.`);
  const fewer = settled.messagesHeld < pending ? " (the others went with the requests erased again or purged)" : "";
  console.log(`  - Held ${plural(settled.messagesHeld, "pending message")}${fewer}: release them on the admin dashboard once you know they were not sent.`);
  console.log(
    `  - Carried out again ${plural(records.length, "recorded erasure")}: ${plural(settled.erasures.erased.length, "request")} erased again${settled.erasures.byIdOnly > 0 ? ` (${plural(settled.erasures.byIdOnly, "erasure")} recorded under another session secret matched by request id only)` : ""}.`,
  );
  console.log(`  - Deleted ${plural(settled.purged, "request")} past the retention period (${site.dataRetention.requestMonths} months after the last contact).`);
  const leftovers = readdirSync(dataDir).filter((name) => name.startsWith(`${DATABASE_FILE}.restoring-`));
  if (leftovers.length > 0) console.log(`  - Partial copies an interrupted restore left, safe to delete: ${leftovers.join(", ")}`);
  console.log(`Took ${((performance.now() - started) / 1000).toFixed(1)} s. Start the server.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
);
