/** @jest-environment node */
import { backupScheduleWith } from "@/platform/backup/settings";
import { parseEnv } from "@/platform/env";

describe("the scheduled backups' settings", () => {
  it("takes none without BACKUP_DIR, and one a day at 03:00 on the team's clock, 14 kept, with it", () => {
    expect(backupScheduleWith(parseEnv({}))).toBeNull();
    expect(backupScheduleWith(parseEnv({ BACKUP_DIR: "/mnt/backups" }))).toEqual({
      dir: "/mnt/backups",
      keep: 14,
      atMinute: 180,
      timeZone: "Europe/London",
      timerMs: 300_000,
    });
    expect(backupScheduleWith(parseEnv({ BACKUP_DIR: "/mnt/backups", BACKUP_AT: "23:45", BACKUP_KEEP: "30" }))).toMatchObject({ atMinute: 23 * 60 + 45, keep: 30 });
  });

  it("refuses a time that is not HH:MM and more copies than the privacy policy's 14 weeks", () => {
    for (const at of ["3:00", "24:00", "03:60", "3am"]) expect(() => parseEnv({ BACKUP_AT: at })).toThrow(/BACKUP_AT must be a time of day as HH:MM/);
    expect(parseEnv({ BACKUP_KEEP: "98" }).BACKUP_KEEP).toBe(98);
    expect(() => parseEnv({ BACKUP_KEEP: "99" })).toThrow(/BACKUP_KEEP must be at most 98: the privacy policy promises backups are kept at most 14 weeks/);
    expect(() => parseEnv({ BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP/);
  });
});
