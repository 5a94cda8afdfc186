import { expect, type Browser } from "@playwright/test";
import { hiddenInputs } from "../../../scripts/bench/hidden-inputs";
import { multipartBody, rawRequest } from "./raw-http";
import { newVisitor, sendRequest, type Visitor } from "./request-form";

/**
 * A buyer sends the form at `base` in a browser, then books the first free time as a video call by a plain
 * form post, as a browser without JavaScript would (the booking step's own markup, its hidden fields and its
 * first offered time). Resolves with the booking link's token and the time booked once the site has answered
 * "booked".
 */
export async function sendAndBookFirstFreeTime(browser: Browser, base: string, buyer: Visitor, forwardedFor: string): Promise<{ readonly token: string; readonly start: string }> {
  const visitor = await newVisitor(browser, true, { baseURL: base });
  const buyerPage = await visitor.newPage();
  await sendRequest(buyerPage, buyer);
  await buyerPage.waitForURL(/reference=DR-/);
  const token = new URL(buyerPage.url()).searchParams.get("booking") ?? "";
  await visitor.close();
  const bookPage = await rawRequest(base, `/book/${token}`);
  expect(bookPage.status).toBe(200);
  const start = /name="start" value="([^"]+)"/.exec(bookPage.body)?.[1] ?? "";
  const form = new FormData();
  for (const [name, value] of hiddenInputs(bookPage.body)) form.append(name, value);
  form.append("start", start);
  form.append("kind", "video");
  form.append("phone", "");
  const body = await multipartBody(form);
  const posted = await rawRequest(base, `/book/${token}`, { method: "POST", headers: { origin: base, "content-type": body.type, "x-forwarded-for": forwardedFor }, body: body.body });
  expect(String(posted.headers.location)).toContain("notice=booked");
  return { token, start };
}
