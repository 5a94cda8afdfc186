import { getEnv } from "@/lib/env";
import { tracedLog } from "@/lib/logging/log";
import { traceFromHeaders } from "@/lib/logging/trace-context";
import { flushAuthorization } from "@/lib/outbox/flush-auth";
import { deliverOutbox } from "@/lib/outbox/runtime";

export const dynamic = "force-dynamic";

const plain = (status: number, text: string, extra: Record<string, string> = {}) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...extra } });

/**
 * Delivers every due message of the outbox, then answers what came of it. The production path: Cloud
 * Scheduler calls it every minute with OUTBOX_CRON_SECRET as a bearer token (README, "E-mail and the outbox"),
 * because an idle Cloud Run instance has little or no CPU for a timer of its own.
 */
export async function POST(request: Request): Promise<Response> {
  const verdict = flushAuthorization(request.headers.get("authorization"), getEnv().OUTBOX_CRON_SECRET);
  if (verdict === "disabled") return plain(404, "Not Found");
  if (verdict === "unauthorized") return plain(401, "Unauthorized", { "www-authenticate": 'Bearer realm="outbox"' });
  const round = await deliverOutbox(tracedLog(traceFromHeaders(request.headers)));
  return Response.json(round, { headers: { "cache-control": "no-store" } });
}
