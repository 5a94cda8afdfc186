import "server-only";
import { logEvent, type Log } from "@/lib/log";
import { roleLabels } from "@/lib/delegation/options";
import type { DelegationRequest } from "@/lib/delegation/store";

/** What the sales channel sees: enough to triage, not the whole request (that stays in the admin area). */
export function webhookSummary(request: DelegationRequest) {
  return {
    event: "delegation_request.created",
    id: request.id,
    reference: request.reference,
    createdAt: request.createdAt,
    fullName: request.fullName,
    email: request.email,
    company: request.company,
    organisationType: request.organisationType,
    roles: request.roles.map((role) => roleLabels[role]),
    hoursPerWeek: request.hoursPerWeek,
    startTimeline: request.startTimeline,
    monthlyBudget: request.monthlyBudget,
    text: `New delegation request ${request.reference} from ${request.fullName} (${request.company})`,
  };
}

/**
 * Posts the summary after the request is stored. Never throws: the request is already safe, so a
 * slow or failing webhook is logged and nothing more.
 */
export async function notifyWebhook(
  url: string | undefined,
  request: DelegationRequest,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 5000,
  log: Log = logEvent,
): Promise<boolean> {
  if (!url) return false;
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(webhookSummary(request)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      log("delegation.webhook_failed", { reference: request.reference, status: response.status }, "warn");
      return false;
    }
    return true;
  } catch (error) {
    log(
      "delegation.webhook_failed",
      { reference: request.reference, error: error instanceof Error ? error.name : "unknown" },
      "warn",
    );
    return false;
  }
}
