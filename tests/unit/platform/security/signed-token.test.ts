/** @jest-environment node */
import { createHmac, randomBytes } from "node:crypto";
import { openSignedToken, signToken } from "@/platform/security/signed-token";

describe("signed tokens", () => {
  const key = randomBytes(32);

  it("is a base64url JSON body and its HMAC-SHA256 under the key, and opens to the same value", () => {
    const token = signToken(key, { r: "request-1", x: 42 });
    const [body, signature] = token.split(".");
    expect(JSON.parse(Buffer.from(body!, "base64url").toString("utf8"))).toEqual({ r: "request-1", x: 42 });
    expect(signature).toBe(createHmac("sha256", key).update(body!).digest("base64url"));
    expect(openSignedToken(key, token, 400)).toEqual({ ok: true, value: { r: "request-1", x: 42 } });
  });

  it("refuses another key's signature, a changed body and a changed signature", () => {
    const token = signToken(key, { a: 1 });
    const [body, signature] = token.split(".");
    expect(openSignedToken(randomBytes(32), token, 400)).toEqual({ ok: false, reason: "bad-signature" });
    const changedBody = Buffer.from(JSON.stringify({ a: 2 })).toString("base64url");
    expect(openSignedToken(key, `${changedBody}.${signature}`, 400)).toEqual({ ok: false, reason: "bad-signature" });
    // The first character, not the last: the last one's low bits fall outside the 32 bytes, so swapping it for
    // "A" left the signature's bytes unchanged once in 16 keys (and the test passed the token it meant to refuse).
    const changedSignature = `${signature!.startsWith("A") ? "B" : "A"}${signature!.slice(1)}`;
    expect(openSignedToken(key, `${body}.${changedSignature}`, 400)).toEqual({ ok: false, reason: "bad-signature" });
    expect(openSignedToken(key, `${body}.${signature}x`, 400)).toEqual({ ok: false, reason: "bad-signature" });
  });

  it("calls malformed what is not a string, too long, not two parts, or not JSON under a good signature", () => {
    const token = signToken(key, { a: 1 });
    expect(openSignedToken(key, 42, 400)).toEqual({ ok: false, reason: "malformed" });
    expect(openSignedToken(key, token, token.length - 1)).toEqual({ ok: false, reason: "malformed" });
    expect(openSignedToken(key, `${token}.extra`, 400)).toEqual({ ok: false, reason: "malformed" });
    expect(openSignedToken(key, "", 400)).toEqual({ ok: false, reason: "malformed" });
    const notJson = Buffer.from("{not json").toString("base64url");
    const signed = `${notJson}.${createHmac("sha256", key).update(notJson).digest("base64url")}`;
    expect(openSignedToken(key, signed, 400)).toEqual({ ok: false, reason: "malformed" });
  });
});
