import type { DelegationRequest, DelegationRequestStore, ListQuery, RequestNote } from "@/features/delegation/store";
import { labelled, tasksText } from "@/features/delegation/answer-text";
import {
  budgetLabels,
  heardFromLabels,
  hoursLabels,
  noteKindLabels,
  organisationTypeLabels,
  roleLabels,
  startLabels,
  statusLabels,
} from "@/features/delegation/options";
import { timeZoneLabel } from "@/platform/business-hours/time-zones";
import { CSV_BOM, CSV_LINE_BREAK, toCsvLine } from "@/features/admin/csv";
import { replyDueOf } from "@/features/admin/lead-desk";
import { businessHours } from "@/platform/business-hours/settings";

/** One note as a line of the Notes cell: "Call, ann@…, 2026-03-10T14:30:00.000Z: Rang them. Follow up 2026-03-12". */
function noteLine(note: RequestNote): string {
  const followUp = note.followUpOn ? ` (follow up ${note.followUpOn})` : "";
  return `${labelled(noteKindLabels, note.kind)}, ${note.author}, ${note.at}: ${note.body}${followUp}`;
}

function replyDueIso(request: DelegationRequest): string | null {
  return Number.isNaN(Date.parse(request.createdAt)) ? null : replyDueOf(request, businessHours).toISOString();
}

// Answers as the people reading the file know them (the form's labels, not its codes). Times stay ISO 8601
// in UTC: a spreadsheet sorts and converts those, where a formatted local time would be text to it.
const columns: ReadonlyArray<readonly [string, (request: DelegationRequest) => string | null]> = [
  ["Reference", (r) => r.reference],
  ["Received (UTC)", (r) => r.createdAt],
  ["Status", (r) => statusLabels[r.status]],
  ["Full name", (r) => r.fullName],
  ["E-mail", (r) => r.email],
  ["Company", (r) => r.company],
  ["Website", (r) => r.website],
  ["Phone", (r) => r.phone],
  ["Organization type", (r) => labelled(organisationTypeLabels, r.organisationType)],
  ["Roles", (r) => r.roles.map((role) => roleLabels[role]).join("; ")],
  ["Tasks", (r) => tasksText(r.tasks)],
  ["Other tasks", (r) => r.otherTasks],
  ["Hours", (r) => labelled(hoursLabels, r.hoursPerWeek)],
  ["Start", (r) => labelled(startLabels, r.startTimeline)],
  ["Monthly budget", (r) => budgetLabels[r.monthlyBudget]],
  ["Time zone", (r) => timeZoneLabel(r.timeZone)],
  ["Message", (r) => r.message],
  ["Heard from", (r) => (r.heardFrom ? labelled(heardFromLabels, r.heardFrom) : null)],
  ["Consent at (UTC)", (r) => r.consentAt],
  ["Source page", (r) => r.source.path],
  ["Referrer", (r) => r.source.referrer],
  ["UTM source", (r) => r.source.utmSource],
  ["UTM medium", (r) => r.source.utmMedium],
  ["UTM campaign", (r) => r.source.utmCampaign],
  ["Owner", (r) => r.owner ?? null],
  ["Reply due (UTC)", replyDueIso],
  // Oldest first, one per line: the cell holds the whole conversation.
  ["Notes", (r) => (r.notes ?? []).map(noteLine).join("\n")],
];

export const csvHeadings: readonly string[] = columns.map(([heading]) => heading);

function requestLine(request: DelegationRequest): string {
  return toCsvLine(columns.map(([, read]) => read(request))) + CSV_LINE_BREAK;
}

/** What an export reads: a list query without its page position. */
export type ExportQuery = Omit<ListQuery, "cursor" | "limit">;

/** Requests read per store query while exporting: the most a list query returns. */
export const EXPORT_BATCH_SIZE = 100;

/** Every request matching the query, one store page at a time, so only one batch is ever held. */
export async function* readEveryMatch(
  store: Pick<DelegationRequestStore, "list">,
  query: ExportQuery,
  batchSize: number = EXPORT_BATCH_SIZE,
): AsyncGenerator<readonly DelegationRequest[]> {
  let cursor: string | undefined;
  do {
    const page = await store.list({ ...query, limit: batchSize, ...(cursor ? { cursor } : {}) });
    if (page.items.length > 0) yield page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

export interface CsvStreamHooks {
  /** Called once the last row has been handed to the reader. */
  readonly onComplete?: (rows: number) => void;
  /** Called when a read fails: the stream then errors instead of ending, so no file looks complete when it is not. */
  readonly onError?: (error: unknown, rows: number) => void;
}

/**
 * The export as a byte stream: a header line, then one batch of rows per pull, read only when the
 * reader asks for more. Memory stays at one batch whatever the count, and the download starts at once.
 */
export function requestsCsvStream(batches: AsyncIterable<readonly DelegationRequest[]>, hooks: CsvStreamHooks = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let rows = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + toCsvLine(csvHeadings) + CSV_LINE_BREAK));
    },
    async pull(controller) {
      let next: IteratorResult<readonly DelegationRequest[]>;
      try {
        next = await iterator.next();
      } catch (error) {
        hooks.onError?.(error, rows);
        controller.error(error);
        return;
      }
      if (next.done) {
        controller.close();
        hooks.onComplete?.(rows);
        return;
      }
      rows += next.value.length;
      controller.enqueue(encoder.encode(next.value.map(requestLine).join("")));
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}
