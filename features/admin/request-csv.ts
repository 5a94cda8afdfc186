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
import { replyDueOf, type CallState } from "@/features/admin/lead-desk";
import { businessHours } from "@/platform/business-hours/settings";
import { rememberingZoneClock, type ZoneClock } from "@/platform/business-hours/zoned-clock";

/** The request's call as the export reads it: its state (the reply rule reads it) and its start. */
export interface ExportCall extends CallState {
  /** ISO 8601, UTC. */
  readonly start: string;
}

/** A request as the export writes it: with its call, when it has one. */
export type ExportRequest = DelegationRequest & { readonly call?: ExportCall | null };

/** One note as a line of the Notes cell: "Call, ann@…, 2026-03-10T14:30:00.000Z: Rang them. Follow up 2026-03-12". */
function noteLine(note: RequestNote): string {
  const followUp = note.followUpOn ? ` (follow up ${note.followUpOn})` : "";
  return `${labelled(noteKindLabels, note.kind)}, ${note.author}, ${note.at}: ${note.body}${followUp}`;
}

function replyDueIso(request: ExportRequest, clock: ZoneClock): string | null {
  return Number.isNaN(Date.parse(request.createdAt)) ? null : replyDueOf(request, businessHours, clock).toISOString();
}

// Answers as the people reading the file know them (the form's labels, not its codes). Times stay ISO 8601
// in UTC: a spreadsheet sorts and converts those, where a formatted local time would be text to it.
const columns: ReadonlyArray<readonly [string, (request: ExportRequest, clock: ZoneClock) => string | null]> = [
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
  // A calendar day on the team's calendar, as the date input wrote it.
  ["Next follow-up", (r) => r.followUpOn ?? null],
  // Empty once canceled: the export says what is booked, the timeline what was.
  ["Booked call (UTC)", (r) => (r.call?.status === "booked" ? r.call.start : null)],
  // Oldest first, one per line: the cell holds the whole conversation.
  ["Notes", (r) => (r.notes ?? []).map(noteLine).join("\n")],
];

export const csvHeadings: readonly string[] = columns.map(([heading]) => heading);

function requestLine(request: ExportRequest, clock: ZoneClock): string {
  return toCsvLine(columns.map(([, read]) => read(request, clock))) + CSV_LINE_BREAK;
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

/** Each batch with its requests' calls, read in one store call per batch (a booking store's getMany). */
export async function* withCallsOf(
  batches: AsyncIterable<readonly DelegationRequest[]>,
  getMany: (requestIds: readonly string[]) => Promise<readonly (ExportCall & { readonly requestId: string })[]>,
): AsyncGenerator<readonly ExportRequest[]> {
  for await (const batch of batches) {
    const calls = new Map((await getMany(batch.map((request) => request.id))).map(({ requestId, status, canceledAt, start }) => [requestId, { status, canceledAt, start }]));
    yield batch.map((request) => ({ ...request, call: calls.get(request.id) ?? null }));
  }
}

/**
 * The export as a byte stream: a header line, then one batch of rows per pull, read only when the
 * reader asks for more. Memory stays at one batch whatever the count, and the download starts at once.
 */
export function requestsCsvStream(batches: AsyncIterable<readonly ExportRequest[]>, hooks: CsvStreamHooks = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  // One reply due time per row: on a clock that reads the team's zone through Intl once a day of arrivals, not
  // several times a row (Intl's reads were most of a 50,000-row export's time).
  const clock = rememberingZoneClock(businessHours.timeZone);
  let rows = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + toCsvLine(csvHeadings) + CSV_LINE_BREAK));
    },
    async pull(controller) {
      let next: IteratorResult<readonly ExportRequest[]>;
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
      controller.enqueue(encoder.encode(next.value.map((request) => requestLine(request, clock)).join("")));
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}
