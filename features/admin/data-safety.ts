import "server-only";
import { requireAdmin } from "@/features/auth/require-admin";
import { getOutboxStore } from "@/features/outbox/get-store";
import { awaitsFirstReply } from "@/features/admin/lead-desk";
import { getBookingStore } from "@/features/booking/get-store";
import { getDelegationStore } from "@/features/delegation/get-store";
import { replyChannels, requestOwner } from "@/features/delegation/outbox-channels";
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
  /** Replies written on the desk that never reached the buyer, whose lead still waits for a reply; newest first. */
  readonly failedReplies: readonly FailedDeskReply[];
}

export interface FailedDeskReply {
  readonly requestId: string;
  readonly reference: string;
  /** ISO 8601: when the outbox gave up. */
  readonly failedAt: string;
}

/** The newest given-up replies read: more than a team this size leaves unanswered at once. */
const FAILED_REPLIES_READ = 20;

/**
 * Replies the outbox gave up on whose lead still waits (the desk's rule, with its call): the same failures the
 * request's timeline shows, kept on the dashboard until someone answers the buyer another way.
 */
async function failedDeskReplies(): Promise<FailedDeskReply[]> {
  const given = await (await getOutboxStore()).listGivenUp([replyChannels.reply.name], FAILED_REPLIES_READ);
  const latest = new Map<string, string>();
  for (const message of given) {
    const at = message.attempts.at(-1)?.at ?? message.createdAt;
    if (message.owner.kind === requestOwner.kind && !latest.has(message.owner.id)) latest.set(message.owner.id, at);
  }
  if (latest.size === 0) return [];
  const requests = await getDelegationStore();
  const calls = new Map((await (await getBookingStore()).getMany([...latest.keys()])).map((call) => [call.requestId, call]));
  const found = await Promise.all([...latest].map(async ([id, failedAt]) => ({ request: await requests.get(id), failedAt })));
  return found.flatMap(({ request, failedAt }) => {
    if (!request) return [];
    const call = calls.get(request.id);
    return awaitsFirstReply({ ...request, call: call ? { status: call.status, canceledAt: call.canceledAt } : null }) ? [{ requestId: request.id, reference: request.reference, failedAt }] : [];
  });
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
  const [problem, held, failedReplies] = await Promise.all([backupProblem(now), (await getOutboxStore()).countHeld(), failedDeskReplies()]);
  return { backupProblem: problem, heldMessages: held, failedReplies };
}

/** An admin's release of the messages a restore held: due at once, and a delivery round started. */
export async function releaseHeldMessages(now: Date = new Date()): Promise<number> {
  const admin = await requireAdmin();
  const released = await (await getOutboxStore()).releaseHeld(now.toISOString());
  await logRequestEvent("outbox.held_released", { released, by: admin.email }, "notice");
  if (released > 0) void deliverOutboxQuietly();
  return released;
}
