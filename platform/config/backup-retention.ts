/**
 * How long a backup of the data is kept at most, as the privacy policy promises: the Firestore schedule's
 * retention (`--retention=14w`, docs/backups.md) and the most daily SQLite copies BACKUP_KEEP may ask for.
 * A request erased since a backup was taken stays in that backup, unused, until it expires.
 */
export const BACKUP_RETENTION_WEEKS = 14;
export const BACKUP_RETENTION_DAYS = BACKUP_RETENTION_WEEKS * 7;
