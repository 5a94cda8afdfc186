import "server-only";
import { requireAdmin } from "@/features/auth/require-admin";
import { getOutboxStore } from "@/features/outbox/get-store";
import { deliverOutboxQuietly } from "@/features/delegation/outbox-delivery";
import { createBackupRuns } from "@/platform/backup/runs";
import { backupScheduleWith } from "@/platform/backup/settings";
import { LEDGER_FILE } from "@/platform/db/data-files";
import { getEnv } from "@/platform/env";
import { logRequestEvent } from "@/platform/logging/request-log";

/** What the dashboard says about the data itself, when there is something to say. */
export interface DataSafety {
  /** The latest scheduled backup, when it failed or never finished; null when it was written or none is scheduled. */
  readonly backupProblem:
    | { readonly kind: "failed"; readonly day: string; readonly error: string }
    | { readonly kind: "unfinished"; readonly day: string }
    | null;
  /** Messages a restore held (features/outbox/store.ts): nothing sends them until an admin releases them. */
  readonly heldMessages: number;
}

/** The latest scheduled backup's trouble, read from the ledger file every server process writes it to. */
async function backupProblem(now: Date): Promise<DataSafety["backupProblem"]> {
  const env = getEnv();
  if (!backupScheduleWith(env)) return null;
  const { openDatabase } = await import("@/platform/db/sqlite");
  const latest = createBackupRuns(openDatabase(env.DATA_DIR, LEDGER_FILE)).latest();
  if (latest?.state === "failed") return { kind: "failed", day: latest.day, error: latest.error ?? "unknown error" };
  if (latest?.state === "running" && Date.parse(latest.leaseUntil) <= now.getTime()) return { kind: "unfinished", day: latest.day };
  return null;
}

export async function getDataSafety(now: Date = new Date()): Promise<DataSafety> {
  await requireAdmin();
  const [problem, held] = await Promise.all([backupProblem(now), (await getOutboxStore()).countHeld()]);
  return { backupProblem: problem, heldMessages: held };
}

/** An admin's release of the messages a restore held: due at once, and a delivery round started. */
export async function releaseHeldMessages(now: Date = new Date()): Promise<number> {
  const admin = await requireAdmin();
  const released = await (await getOutboxStore()).releaseHeld(now.toISOString());
  await logRequestEvent("outbox.held_released", { released, by: admin.email }, "notice");
  if (released > 0) void deliverOutboxQuietly();
  return released;
}
