/** What the admin area's download routes answer: a file that is never cached or indexed, or a plain refusal. */
export function downloadResponse(body: BodyInit, contentType: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      "content-type": contentType,
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
      "x-robots-tag": "noindex",
    },
  });
}

export function plainRefusal(status: number, message: string): Response {
  return new Response(message, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
}

/** Today's date (UTC) for a file name, e.g. delegation-requests-2026-11-23.csv. */
export function fileDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
