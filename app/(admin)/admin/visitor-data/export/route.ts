import { exportVisitorData } from "@/lib/admin/requests";
import { NotAuthorizedError } from "@/lib/auth/admin-guard";

const plain = { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" };

/**
 * Every request from one e-mail address as a JSON file. A form post, so the address travels in the body,
 * not the URL; the data layer checks the session and validates the address.
 */
export async function POST(request: Request): Promise<Response> {
  let email = "";
  try {
    const value = (await request.formData()).get("email");
    email = typeof value === "string" ? value.slice(0, 300) : "";
  } catch {
    return new Response("Send the form from the admin area.", { status: 400, headers: plain });
  }
  let json: string | null;
  try {
    json = await exportVisitorData(email);
  } catch (error) {
    if (error instanceof NotAuthorizedError) return new Response("An admin session is required.", { status: 401, headers: plain });
    throw error;
  }
  if (json === null) return new Response("That is not an e-mail address.", { status: 400, headers: plain });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(json, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="visitor-data-${day}.json"`,
      "cache-control": "no-store",
      "x-robots-tag": "noindex",
    },
  });
}
