import { downloadResponse, fileDate, plainRefusal } from "@/features/admin/download-response";
import { exportVisitorData } from "@/features/admin/requests";
import { NotAuthorizedError } from "@/features/auth/session/session-claims";

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
    return plainRefusal(400, "Send the form from the admin area.");
  }
  let json: string | null;
  try {
    json = await exportVisitorData(email);
  } catch (error) {
    if (error instanceof NotAuthorizedError) return plainRefusal(401, "An admin session is required.");
    throw error;
  }
  if (json === null) return plainRefusal(400, "That is not an e-mail address.");
  return downloadResponse(json, "application/json; charset=utf-8", `visitor-data-${fileDate()}.json`);
}
