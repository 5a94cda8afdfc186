import "server-only";
import { createHmac } from "node:crypto";

/**
 * The idempotency key a post is stored and counted under: the form token's key together with what was
 * posted. The same post sent again (a double click, the browser's "resend form data") stores one request;
 * a different request sent from the same page, which keeps its token when Back shows it again after a
 * send, is a request of its own rather than a replay of the first. Keyed with the form secret, so the key
 * reveals nothing of the answers.
 */
export function postKey(secret: Buffer, formKey: string, input: Readonly<Record<string, unknown>>): string {
  const fields = Object.keys(input)
    .sort()
    .map((name) => [name, input[name]]);
  return `post-${createHmac("sha256", secret).update(JSON.stringify([formKey, fields])).digest("base64url")}`;
}
