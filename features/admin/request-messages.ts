import "server-only";
import { z } from "zod";
import { requireAdmin } from "@/features/auth/require-admin";
import { requestOwner } from "@/features/delegation/outbox-channels";
import { getOutboxStore } from "@/features/outbox/get-store";
import { ownerIdSchema } from "@/features/outbox/owners";
import type { OutboxMessage } from "@/features/outbox/store";

/** What a request's timeline shows of one message: never the lease, which is the deliverers' business. */
export type RequestMessage = Omit<OutboxMessage, "lease">;

// An id an outbox owner can have (one line, at most 200 characters): anything else owns no message.
const idSchema = z.string().trim().pipe(ownerIdSchema);

/**
 * The messages sent (or still owed) about one request, oldest first, for its timeline: each with its state
 * and its tries (time, outcome, error). Checks the session like every admin read.
 */
export async function listRequestMessages(requestId: string): Promise<RequestMessage[]> {
  await requireAdmin();
  const parsed = idSchema.safeParse(requestId);
  if (!parsed.success) return [];
  const messages = await (await getOutboxStore()).listForOwner(requestOwner.of(parsed.data));
  return messages.map(({ lease: _lease, ...message }) => message);
}
