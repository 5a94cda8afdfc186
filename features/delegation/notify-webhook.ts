import "server-only";
import { roleLabels } from "@/features/delegation/options";
import type { DelegationRequest } from "@/features/delegation/store";

/**
 * What the sales channel sees: enough to triage, not the whole request (that stays in the admin area).
 * The outbox serialises it once, when the request is stored, and signs and posts those bytes on every try.
 */
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
