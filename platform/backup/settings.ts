import "server-only";
import { businessHours } from "@/platform/business-hours/settings";
import type { ServerEnv } from "@/platform/env";
import type { BackupSchedule } from "@/platform/backup/schedule";

/** The scheduled copies BACKUP_DIR asks for, on the team's clock; null without BACKUP_DIR (or on Firestore, which env refuses). */
export function backupScheduleWith(env: Pick<ServerEnv, "DATA_STORE" | "BACKUP_DIR" | "BACKUP_KEEP" | "BACKUP_AT" | "BACKUP_TIMER_MS">): BackupSchedule | null {
  if (!env.BACKUP_DIR || env.DATA_STORE !== "sqlite") return null;
  const [hour = 0, minute = 0] = env.BACKUP_AT.split(":").map(Number);
  return { dir: env.BACKUP_DIR, keep: env.BACKUP_KEEP, atMinute: hour * 60 + minute, timeZone: businessHours.timeZone, timerMs: env.BACKUP_TIMER_MS };
}
