import { downloadResponse, fileDate, plainRefusal } from "@/features/admin/download-response";
import { figuresCsv } from "@/features/admin/visit-figures";
import { NotAuthorizedError } from "@/features/auth/session/session-claims";

/** CSV of every daily counter kept (25 months at most): what the figures page shows, and the rest of each ranking. */
export async function GET(): Promise<Response> {
  let csv: string;
  try {
    csv = await figuresCsv();
  } catch (error) {
    if (error instanceof NotAuthorizedError) return plainRefusal(401, "An admin session is required.");
    throw error;
  }
  return downloadResponse(csv, "text/csv; charset=utf-8", `visit-figures-${fileDate()}.csv`);
}
