import { getEnv } from "@/platform/env";
import { tracedLog } from "@/platform/logging/log";
import { traceFromHeaders } from "@/platform/logging/trace-context";
import { flushAuthorization } from "@/features/outbox/flush-auth";
import { deliverOutbox } from "@/features/delegation/outbox-delivery";
import { sendDueLinkUpdatesQuietly } from "@/features/booking/runtime";
import { sweepRemindersQuietly } from "@/features/admin/reminders/runtime";
import { unknownPathResponse } from "@/platform/server/unknown-path";

export const dynamic = "force-dynamic";

const plain = (status: number, text: string, extra: Record<string, string> = {}) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...extra } });

/**
 * Writes the meeting-link updates and the reminders due now and delivers every due message of the outbox, then answers what came of it. The production path: Cloud
 * Scheduler calls it every minute with OUTBOX_CRON_SECRET as a bearer token (README, "E-mail and the outbox"),
 * because an idle Cloud Run instance has little or no CPU for a timer of its own.
 */
export async function POST(request: Request): Promise<Response> {
  const verdict = flushAuthorization(request.headers.get("authorization"), getEnv().OUTBOX_CRON_SECRET);
  // Off (no OUTBOX_CRON_SECRET), the endpoint is not there: it answers as any unknown address does.
  if (verdict === "disabled") return unknownPathResponse();
  if (verdict === "unauthorized") return plain(401, "Unauthorized", { "www-authenticate": 'Bearer realm="outbox"' });
  const log = tracedLog(traceFromHeaders(request.headers));
  // Link updates that came due are written to the outbox first, so this round delivers them.
  await sendDueLinkUpdatesQuietly(log);
  // So are the reminders, alerts and digests due now (features/admin/reminders/): each once, whichever instance sweeps.
  await sweepRemindersQuietly(log);
  const round = await deliverOutbox(log);
  return Response.json(round, { headers: { "cache-control": "no-store" } });
}

/**
 * Only the scheduler's POST is answered. A GET answered 405 where a POST to an unknown address redirects,
 * which told a probe the endpoint exists: it answers as an unknown address does (HEAD follows GET).
 */
export function GET(): Response {
  return unknownPathResponse();
}
