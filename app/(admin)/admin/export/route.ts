import { downloadResponse, fileDate, plainRefusal } from "@/features/admin/download-response";
import { exportRequestsCsv } from "@/features/admin/requests";
import { parseDashboardView, PAGE_SIZE, toListQuery } from "@/features/admin/list-params";
import { requireAdmin } from "@/features/auth/require-admin";
import { NotAuthorizedError } from "@/features/auth/session/session-claims";
import { NotOwnerError } from "@/features/auth/require-owner";

/** CSV of every request matching the dashboard's current filter (the page and cursor are ignored), streamed as it is read. */
export async function GET(request: Request): Promise<Response> {
  const view = parseDashboardView(Object.fromEntries(new URL(request.url).searchParams));
  let csv: ReadableStream<Uint8Array>;
  try {
    // Who is asking decides what "Mine" holds; the data layer checks the session again before reading.
    const me = view.owner === "mine" ? (await requireAdmin()).email : null;
    const { cursor: _cursor, limit: _limit, ...query } = toListQuery({ ...view, cursor: null }, PAGE_SIZE, me);
    csv = await exportRequestsCsv(query);
  } catch (error) {
    if (error instanceof NotAuthorizedError) return plainRefusal(401, "An admin session is required.");
    if (error instanceof NotOwnerError) return plainRefusal(403, "Only an owner of the team may export the requests.");
    throw error;
  }
  return downloadResponse(csv, "text/csv; charset=utf-8", `delegation-requests-${fileDate()}.csv`);
}
