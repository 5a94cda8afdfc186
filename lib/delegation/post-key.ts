import "server-only";
import { createHmac } from "node:crypto";

/**
 * The idempotency key of a form posted without a token of its own (the static page without JavaScript):
 * derived from what was posted, so the browser resending the same body stores one request, while two
 * different requests from one browser, or from two tabs, stay two. Keyed with the form secret, so the
 * key reveals nothing of the answers.
 */
export function postedContentKey(secret: Buffer, input: Readonly<Record<string, unknown>>): string {
  const fields = Object.keys(input)
    .sort()
    .map((name) => [name, input[name]]);
  return `post-${createHmac("sha256", secret).update(JSON.stringify(fields)).digest("base64url")}`;
}
