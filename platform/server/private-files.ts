import "server-only";
import { chmodSync, closeSync, mkdirSync, openSync, statSync } from "node:fs";

/**
 * The data folder holds personal data (the SQLite database and its WAL) and the locally generated secrets,
 * so only the account the server runs as may read it: the folder 0700, each file 0600. Created so from
 * the start, and tightened when an older run left them wider (0755 and 0644 were the defaults), but only
 * when this account owns them: chmod on another's file would fail, and is not this process's to decide.
 */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

function tighten(target: string, mode: number): void {
  const stat = statSync(target);
  const ownedHere = typeof process.getuid !== "function" || stat.uid === process.getuid();
  if (ownedHere && (stat.mode & 0o777) !== mode) chmodSync(target, mode);
}

/** Creates the folder (and its parents) readable by this account only, or tightens it when it exists. */
export function ensurePrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  tighten(folder, PRIVATE_FOLDER_MODE);
}

/**
 * Makes `file` exist and readable by this account only, without changing its content. SQLite gives the WAL
 * and shared-memory files the database file's own permissions, so creating the database 0600 covers them.
 *
 * An existing file is never opened, only chmod-ed: under POSIX, closing any descriptor of a file drops every
 * lock this process holds on it, and a database connection's shared lock is what tells another process's
 * SQLite that it is not the last one (else its close deletes the WAL under us). `wx` fails on an existing
 * file without opening it, so the create below opens a descriptor only for a file nobody could have open.
 */
export function ensurePrivateFile(file: string): void {
  try {
    closeSync(openSync(file, "wx", PRIVATE_FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  tighten(file, PRIVATE_FILE_MODE);
}

/** Tightens a file if it is there (the WAL and shared-memory files of a database an older run created). */
export function tightenIfPresent(file: string): void {
  try {
    tighten(file, PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}
