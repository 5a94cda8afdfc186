import "server-only";
import { getLimits } from "@/platform/env";
import { logEvent } from "@/platform/logging/log";
import { requestClientAddress } from "./client-address";

/**
 * A refused post costs its client one submission of the form's budget, as a submitted form does: junk
 * refused before any parsing is cheap, but not free, and the limiter counts it whichever check refused it
 * (its content in the proxy, its declared length on the Node server). A store that cannot count leaves the
 * refusal as it is.
 */
export async function chargeRefusedPost(headers: Parameters<typeof requestClientAddress>[0], path: string): Promise<void> {
  const client = requestClientAddress(headers);
  try {
    const { getRateLimiter } = await import("@/platform/rate-limit/get-store");
    await (await getRateLimiter()).record(getLimits().form.submissions, client);
  } catch (error) {
    logEvent("request.refused_uncounted", { path }, "warn", { error });
  }
}
