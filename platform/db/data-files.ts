/** The SQLite files of the data folder (DATA_DIR); a module of names only, so any store may name one without loading SQLite. */

/** The database every feature's tables live in. */
export const DATABASE_FILE = "openseat.sqlite";

/**
 * What a restore of the database must not roll back, in a file of its own beside it: the erasures carried
 * out (so a restore can carry them out again) and the scheduled backups taken. A backup never copies it and
 * a restore never replaces it.
 */
export const LEDGER_FILE = "openseat-ledger.sqlite";
