/** @jest-environment node */
import { NextRequest } from "next/server";
import { ACTION_BODY_LIMIT_BYTES, refuseUnsafeWrite } from "@/lib/security/write-guard";

const origin = "http://127.0.0.1:3000";

function action(body: string | FormData, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(`${origin}/delegation-tasks-guide/form`, {
    method: "POST",
    body,
    headers: { host: "127.0.0.1:3000", origin, "next-action": "a".repeat(42), ...(typeof body === "string" ? { "content-type": "text/plain;charset=UTF-8" } : {}), ...headers },
  });
}

describe("refuseUnsafeWrite", () => {
  beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("lets reads and well-formed same-origin actions through", async () => {
    expect(await refuseUnsafeWrite(new NextRequest(`${origin}/home`))).toBeNull();
    expect(await refuseUnsafeWrite(action('["$undefined",{"a":1}]'))).toBeNull();
    // What useActionState sends for (state, formData): the root names the FormData's entries by prefix.
    const form = new FormData();
    form.append("_1_fullName", "Ada");
    form.append("0", '[{"status":"editing"},"$K1"]');
    expect(await refuseUnsafeWrite(action(form))).toBeNull();
  });

  it("refuses cross-origin and Origin-less writes with 403, action or not", async () => {
    expect((await refuseUnsafeWrite(action("[]", { origin: "https://evil.example" })))?.status).toBe(403);
    const noOrigin = new NextRequest(`${origin}/admin`, { method: "POST", body: "a=b", headers: { host: "127.0.0.1:3000" } });
    expect((await refuseUnsafeWrite(noOrigin))?.status).toBe(403);
  });

  it("refuses a declared or actual body over the limit with 413", async () => {
    expect((await refuseUnsafeWrite(action("[]", { "content-length": String(ACTION_BODY_LIMIT_BYTES + 1) })))?.status).toBe(413);
    expect((await refuseUnsafeWrite(action(`["${"a".repeat(ACTION_BODY_LIMIT_BYTES)}"]`)))?.status).toBe(413);
  });

  it("refuses payloads that are not a reply encoding with 400", async () => {
    for (const body of ["{not json", '{"a":1}', "", "null"]) {
      expect((await refuseUnsafeWrite(action(body)))?.status).toBe(400);
    }
    const broken = action("--xyz\r\nContent-Disposition: form-data\r\n\r\nbroken", { "content-type": "multipart/form-data; boundary=xyz" });
    expect((await refuseUnsafeWrite(broken))?.status).toBe(400);
  });

  it("refuses references React could not resolve with 400, before its decoder throws", async () => {
    for (const body of ['["$@999"]', '["$Q1"]', '[{"a":"$1:b"}]', '["$"]', '["$hzz"]', '[["$B2"]]', '["$0:a"]']) {
      expect({ body, status: (await refuseUnsafeWrite(action(body)))?.status }).toEqual({ body, status: 400 });
    }
    const missing = new FormData();
    missing.append("0", '["$@2"]');
    expect((await refuseUnsafeWrite(action(missing)))?.status).toBe(400);
    const forward = new FormData();
    forward.append("0", '["$2"]');
    forward.append("2", '"sent after the root"');
    expect((await refuseUnsafeWrite(action(forward)))?.status).toBe(400);
    const noRoot = new FormData();
    noRoot.append("_1_fullName", "Ada");
    expect((await refuseUnsafeWrite(action(noRoot)))?.status).toBe(400);
  });

  it("lets through every reference the body does carry, streams included", async () => {
    const form = new FormData();
    form.append("2", '{"nested":"$$literal"}');
    form.append("3", new Blob(["bytes"]));
    form.append("0", '["$2:nested","$@a","$B3","$R4"]');
    form.append("10", "[]");
    form.append("S4", '"a stream chunk"');
    expect(await refuseUnsafeWrite(action(form))).toBeNull();
  });

  it("judges a long array without overflowing the stack", async () => {
    const long = `[${Array.from({ length: 300_000 }, () => "0").join(",")}]`;
    expect(await refuseUnsafeWrite(action(long))).toBeNull();
    expect((await refuseUnsafeWrite(action(`${long.slice(0, -1)},"$@1"]`)))?.status).toBe(400);
  });

  it("reads a multipart body the way Next does: a content type in other letter cases is text", async () => {
    const body = "--xyz\r\nContent-Disposition: form-data; name=\"0\"\r\n\r\n[]\r\n--xyz--\r\n";
    expect(await refuseUnsafeWrite(action(body, { "content-type": "multipart/form-data; boundary=xyz" }))).toBeNull();
    expect((await refuseUnsafeWrite(action(body, { "content-type": "Multipart/Form-Data; boundary=xyz" })))?.status).toBe(400);
  });

  it("checks the bound action a form post names, without scripts, and leaves its fields alone", async () => {
    const post = (form: FormData) =>
      new NextRequest(`${origin}/delegation-tasks-guide/form`, { method: "POST", body: form, headers: { host: "127.0.0.1:3000", origin } });
    const form = new FormData();
    form.append("$ACTION_REF_1", "");
    form.append("$ACTION_1:0", '{"id":"abc","bound":"$@1"}');
    form.append("$ACTION_1:1", '[{"status":"editing"}]');
    form.append("$ACTION_KEY", "k0");
    form.append("fullName", "$@99");
    expect(await refuseUnsafeWrite(post(form))).toBeNull();
    form.set("$ACTION_1:0", '{"id":"abc","bound":"$@7"}');
    expect((await refuseUnsafeWrite(post(form)))?.status).toBe(400);
    const unbound = new FormData();
    unbound.append("$ACTION_ID_abc", "");
    unbound.append("message", "$@1");
    expect(await refuseUnsafeWrite(post(unbound))).toBeNull();
  });

  it("leaves plain form posts without an action header to the app", async () => {
    const post = new NextRequest(`${origin}/home`, { method: "POST", body: "{not json", headers: { host: "127.0.0.1:3000", origin } });
    expect(await refuseUnsafeWrite(post)).toBeNull();
  });
});

describe("refusal logging", () => {
  afterEach(() => jest.restoreAllMocks());

  it("writes one JSON line per refusal, without the body", async () => {
    const lines: string[] = [];
    jest.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
      lines.push(String(args[0]));
    });
    await refuseUnsafeWrite(action('{"password":"hunter2"', { origin: "http://127.0.0.1:3000" }));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({ event: "request.refused", status: 400, method: "POST" });
    expect(lines[0]).not.toContain("hunter2");
  });
});
