import "server-only";
import { z } from "zod";
import { requireAdmin } from "@/features/auth/require-admin";
import { getOutboxStore } from "@/features/outbox/get-store";
import type { OutboxMessage } from "@/features/outbox/store";

/** What a request's timeline shows of one message: never the lease, which is the deliverers' business. */
export type RequestMessage = Omit<OutboxMessage, "lease">;

const idSchema = z.string().trim().min(1).max(200);

/**
 * The messages sent (or still owed) about one request, oldest first, for its timeline: each with its state
 * and its tries (time, outcome, error). Checks the session like every admin read.
 */
export async function listRequestMessages(requestId: string): Promise<RequestMessage[]> {
  await requireAdmin();
  const parsed = idSchema.safeParse(requestId);
  if (!parsed.success) return [];
  const messages = await (await getOutboxStore()).listForRequest(parsed.data);
  return messages.map(({ lease: _lease, ...message }) => message);
}
