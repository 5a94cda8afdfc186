/** @jest-environment node */
import { NextRequest } from "next/server";
import { defaultLimits } from "@/platform/config/limits";
import { openDatabase } from "@/platform/db/sqlite";
import { createRateLimiter } from "@/platform/rate-limit/limiter";
import { createSqliteRateLimitStore } from "@/platform/rate-limit/sqlite";
import { ACTION_BODY_LIMIT_BYTES, MAX_ARGUMENT_DEPTH, multipartPartCount, refuseUnsafeWrite } from "@/platform/security/write-guard";

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

  it("lets the figures' same-origin beacon through, and refuses one from another site or without an Origin", async () => {
    // What navigator.sendBeacon sends for a string: a text/plain POST with the page's Origin.
    const beacon = (headers: Record<string, string>) =>
      new NextRequest(`${origin}/api/figures`, { method: "POST", body: '{"p":"/home"}', headers: { host: "127.0.0.1:3000", "content-type": "text/plain;charset=UTF-8", ...headers } });
    expect(await refuseUnsafeWrite(beacon({ origin }))).toBeNull();
    expect((await refuseUnsafeWrite(beacon({ origin: "https://evil.example" })))?.status).toBe(403);
    expect((await refuseUnsafeWrite(beacon({})))?.status).toBe(403);
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

  it("refuses a multipart post with more parts than the limit before parsing it, with 413", async () => {
    const many = new FormData();
    for (let index = 0; index <= defaultLimits.requests.formParts; index += 1) many.append(`f${index}`, "x");
    many.append("0", '[{"status":"editing"},"$K1"]');
    expect((await refuseUnsafeWrite(action(many)))?.status).toBe(413);
    const few = new FormData();
    for (let index = 0; index < defaultLimits.requests.formParts - 1; index += 1) few.append(`_1_f${index}`, "x");
    few.append("0", '[{"status":"editing"},"$K1"]');
    expect(await refuseUnsafeWrite(action(few))).toBeNull();
  });

  it("has a post refused for its content cost its client the form's budget, and a cross-site one not", async () => {
    const limiter = createRateLimiter(createSqliteRateLimitStore(openDatabase(".", ":memory:")));
    const policy = defaultLimits.form.submissions;
    const spend = async (request: NextRequest) => {
      await limiter.record(policy, request.headers.get("x-client") ?? "");
    };
    const many = new FormData();
    for (let index = 0; index <= defaultLimits.requests.formParts; index += 1) many.append(`f${index}`, "x");
    for (let attempt = 0; attempt < policy.limit; attempt += 1) {
      expect((await refuseUnsafeWrite(action(many, { "x-client": "junk" }), spend))?.status).toBe(413);
    }
    expect((await refuseUnsafeWrite(action("[1", { "x-client": "other" }), spend))?.status).toBe(400);
    expect((await refuseUnsafeWrite(action("[]", { "x-client": "victim", origin: "https://evil.example" }), spend))?.status).toBe(403);
    // The junk client's budget is spent: its next real submission is refused; the others' are not.
    expect((await limiter.consume(policy, "junk", "form-token-1")).allowed).toBe(false);
    expect((await limiter.consume(policy, "other", "form-token-1")).allowed).toBe(true);
    expect(await limiter.waitMs(policy, "victim")).toBe(0);
    expect((await limiter.consume(policy, "victim", "form-token-1"))).toMatchObject({ allowed: true, count: 1 });
  });

  it("counts a multipart body's parts by its boundary", async () => {
    const form = new FormData();
    form.append("a", "1");
    form.append("b", "--not-the-boundary");
    const encoded = new Response(form);
    const bytes = await encoded.arrayBuffer();
    expect(multipartPartCount(bytes, encoded.headers.get("content-type") ?? "")).toBe(2);
    expect(multipartPartCount(bytes, "multipart/form-data")).toBe(Number.POSITIVE_INFINITY);
    const quoted = new TextEncoder().encode('--q x\r\n\r\n1\r\n--q x\r\n\r\n2\r\n--q x\r\n\r\n3\r\n--q x--\r\n').buffer;
    expect(multipartPartCount(quoted, 'multipart/form-data; boundary="q x"')).toBe(3);
  });

  it("refuses payloads that are not an argument list with 400", async () => {
    for (const body of ["{not json", '{"a":1}', "", "null", "5"]) {
      expect({ body, status: (await refuseUnsafeWrite(action(body)))?.status }).toEqual({ body, status: 400 });
    }
    const broken = action("--xyz\r\nContent-Disposition: form-data\r\n\r\nbroken", { "content-type": "multipart/form-data; boundary=xyz" });
    expect((await refuseUnsafeWrite(broken))?.status).toBe(400);
    const noRoot = new FormData();
    noRoot.append("_1_fullName", "Ada");
    expect((await refuseUnsafeWrite(action(noRoot)))?.status).toBe(400);
  });

  it("refuses every reference to another part, which no page of ours sends, with 400", async () => {
    for (const body of ['["$@999"]', '["$Q1"]', '["$W0"]', '["$h0"]', '[{"a":"$1:b"}]', '["$"]', '["$hzz"]', '[["$B2"]]', '["$0:a"]', '["$D1970-01-01"]']) {
      expect({ body, status: (await refuseUnsafeWrite(action(body)))?.status }).toEqual({ body, status: 400 });
    }
    // The same in a multipart call, where the parts it names are present: a Map of a string throws in React's decoder.
    const map = new FormData();
    map.append("1", '"x"');
    map.append("0", '["$Q1"]');
    expect((await refuseUnsafeWrite(action(map)))?.status).toBe(400);
  });

  it("refuses arguments nested deeper than any form's state, without overflowing the stack", async () => {
    const nested = (depth: number) => `[${"[".repeat(depth)}${"]".repeat(depth)}]`;
    expect(await refuseUnsafeWrite(action(nested(MAX_ARGUMENT_DEPTH - 1)))).toBeNull();
    expect((await refuseUnsafeWrite(action(nested(MAX_ARGUMENT_DEPTH))))?.status).toBe(400);
    expect((await refuseUnsafeWrite(action(nested(50_000))))?.status).toBe(400);
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
    form.append("$ACTION_1:1", '[{"status":"editing","message":"$undefined"}]');
    form.append("$ACTION_KEY", "k0");
    form.append("fullName", "$@99");
    expect(await refuseUnsafeWrite(post(form))).toBeNull();
    form.set("$ACTION_1:0", '{"id":"abc","bound":null}');
    expect(await refuseUnsafeWrite(post(form))).toBeNull();
    for (const [name, value] of [
      ["$ACTION_1:0", '{"id":"abc","bound":"$@7"}'],
      ["$ACTION_1:0", '{"bound":null}'],
      ["$ACTION_1:0", "{not json"],
      ["$ACTION_1:1", '["$Q2"]'],
    ] as const) {
      const broken = new FormData();
      for (const [key, entry] of form.entries()) broken.append(key, entry);
      broken.set("$ACTION_1:0", '{"id":"abc","bound":"$@1"}');
      broken.set(name, value);
      expect({ name, value, status: (await refuseUnsafeWrite(post(broken)))?.status }).toEqual({ name, value, status: 400 });
    }
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

describe("refuseUnsafeWrite in a deployment", () => {
  const saved = { ...process.env };
  beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined));
  afterEach(() => {
    process.env = { ...saved };
    jest.restoreAllMocks();
  });

  /** The guard as a deployment at https://openseat.example loads it (the environment is read once per module load). */
  function deployedGuard(): typeof refuseUnsafeWrite {
    process.env = { ...saved, NODE_ENV: "production", SITE_URL: "https://openseat.example", NEXTAUTH_URL: "https://openseat.example" };
    let guard: typeof refuseUnsafeWrite | undefined;
    jest.isolateModules(() => {
      guard = (jest.requireActual("@/platform/security/write-guard") as typeof import("@/platform/security/write-guard")).refuseUnsafeWrite;
    });
    return guard!;
  }

  const post = (headers: Record<string, string>) =>
    new NextRequest("http://app:8080/admin/sign-in", { method: "POST", body: "a=b", headers: { "content-type": "application/x-www-form-urlencoded", ...headers } });

  it("accepts its configured address sent to that host, and nothing the forwarded headers name", async () => {
    const guard = deployedGuard();
    expect(await guard(post({ host: "app:8080", "x-forwarded-host": "openseat.example", origin: "https://openseat.example" }))).toBeNull();
    // Next refuses an action sent to another host than its Origin's with a 500: the guard answers first.
    expect((await guard(post({ host: "app:8080", origin: "https://openseat.example" })))?.status).toBe(403);
    expect((await guard(post({ host: "evil.example", "x-forwarded-host": "evil.example", origin: "https://evil.example" })))?.status).toBe(403);
    expect((await guard(post({ host: "openseat.example", origin: "http://openseat.example" })))?.status).toBe(403);
    expect((await guard(post({ host: "openseat.example:8443", origin: "https://openseat.example:8443" })))?.status).toBe(403);
  });
});
