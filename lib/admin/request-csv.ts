import type { DelegationRequest } from "@/lib/delegation/store";
import { budgetLabels, roleLabels, statusLabels } from "@/lib/delegation/options";
import { toCsv } from "@/lib/admin/csv";

const columns: ReadonlyArray<readonly [string, (request: DelegationRequest) => string | null]> = [
  ["Reference", (r) => r.reference],
  ["Received (UTC)", (r) => r.createdAt],
  ["Status", (r) => statusLabels[r.status]],
  ["Full name", (r) => r.fullName],
  ["E-mail", (r) => r.email],
  ["Company", (r) => r.company],
  ["Website", (r) => r.website],
  ["Phone", (r) => r.phone],
  ["Organisation type", (r) => r.organisationType],
  ["Roles", (r) => r.roles.map((role) => roleLabels[role]).join("; ")],
  ["Tasks", (r) => r.tasks.join("; ")],
  ["Other tasks", (r) => r.otherTasks],
  ["Hours", (r) => r.hoursPerWeek],
  ["Start", (r) => r.startTimeline],
  ["Monthly budget", (r) => budgetLabels[r.monthlyBudget]],
  ["Time zone", (r) => r.timeZone],
  ["Message", (r) => r.message],
  ["Heard from", (r) => r.heardFrom],
  ["Consent at (UTC)", (r) => r.consentAt],
  ["Source page", (r) => r.source.path],
  ["Referrer", (r) => r.source.referrer],
  ["UTM source", (r) => r.source.utmSource],
  ["UTM medium", (r) => r.source.utmMedium],
  ["UTM campaign", (r) => r.source.utmCampaign],
  ["Notes", (r) => String(r.notes.length)],
];

export function requestsToCsv(requests: readonly DelegationRequest[]): string {
  return toCsv(
    columns.map(([heading]) => heading),
    requests.map((request) => columns.map(([, read]) => read(request))),
  );
}
