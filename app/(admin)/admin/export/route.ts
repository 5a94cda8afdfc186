import { exportRequestsCsv } from "@/lib/admin/requests";
import { parseDashboardView, toListQuery } from "@/lib/admin/list-params";
import { NotAuthorizedError } from "@/lib/auth/admin-guard";

/** CSV of every request matching the dashboard's current filter (the page and cursor are ignored), streamed as it is read. */
export async function GET(request: Request): Promise<Response> {
  const view = parseDashboardView(Object.fromEntries(new URL(request.url).searchParams));
  const { cursor: _cursor, limit: _limit, ...query } = toListQuery({ ...view, cursor: null });
  let csv: ReadableStream<Uint8Array>;
  try {
    csv = await exportRequestsCsv(query);
  } catch (error) {
    if (error instanceof NotAuthorizedError) {
      return new Response("An admin session is required.", {
        status: 401,
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
      });
    }
    throw error;
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="delegation-requests-${day}.csv"`,
      "cache-control": "no-store",
      "x-robots-tag": "noindex",
    },
  });
}
