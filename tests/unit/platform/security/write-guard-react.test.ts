/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["react-server", "node", "node-addons"]}
 */
import { NextRequest } from "next/server";
import { refuseUnsafeWrite } from "@/platform/security/write-guard";

/*
 * The write guard lets through only the "$" strings this site's pages send in action arguments. This suite
 * holds that to the React that is installed: the arguments our pages send are encoded by the encoder Next
 * bundles and must pass the guard and decode; the payloads that make its decoder throw (Next answers those
 * with a 500) must be refused. A React upgrade that encodes our arguments otherwise fails here, not in production.
 */

// The encoder and decoder Next bundles, the pair a browser and the server use.
/* eslint-disable @typescript-eslint/no-require-imports */
const { encodeReply } = require("next/dist/compiled/react-server-dom-webpack/client.node") as {
  encodeReply(value: unknown): Promise<FormData | string>;
};
const { decodeReply } = require("next/dist/compiled/react-server-dom-webpack/server.node") as {
  decodeReply(body: FormData | string, manifest: Record<string, never>): PromiseLike<unknown>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const origin = "http://127.0.0.1:3000";

function formOf(entries: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) for (const item of [value].flat()) form.append(name, item);
  return form;
}

async function guardStatus(body: FormData | string): Promise<number | null> {
  const request = new NextRequest(`${origin}/delegation-tasks-guide/form`, {
    method: "POST",
    body,
    headers: { host: "127.0.0.1:3000", origin, "next-action": "a".repeat(42), ...(typeof body === "string" ? { "content-type": "text/plain;charset=UTF-8" } : {}) },
  });
  return (await refuseUnsafeWrite(request))?.status ?? null;
}

/** Whether React's decoder reads the arguments, every promise among them settled. */
async function decoderAccepts(body: FormData | string): Promise<boolean> {
  try {
    const args = await Promise.resolve().then(() => decodeReply(body, {}));
    if (!Array.isArray(args)) return false;
    await Promise.all(args.map((arg) => (arg && typeof (arg as PromiseLike<unknown>).then === "function" ? arg : null)));
    return true;
  } catch {
    return false;
  }
}

const values = { fullName: "Ada $5", roles: ["seo"], heardFrom: "", notes: "$@1 is text \u202e here" };
/** The argument lists this site's actions are called with, states as the server returns them. */
const ourArguments: Record<string, () => unknown[]> = {
  "the request form, editing": () => [{ status: "editing", token: "t0", values }, formOf({ email: "ada@example.com", roles: ["seo", "paid-media"], notes: "$not a reference" })],
  "the request form, after an error": () => [
    { status: "error", token: "t1", values, fieldErrors: { email: ["Enter an e-mail address."] }, formError: null },
    formOf({ email: "ada@example.com" }),
  ],
  "an admin's status change": () => ["3f2a9c", "contacted"],
  "an admin form (status, delete, sign out)": () => [formOf({ requestId: "3f2a9c", status: "archived" })],
  "a note, first and after a result": () => [{ ok: false, message: "Not found" }, formOf({ note: "$$ and \u0000" })],
  "the visitor data lookup": () => [
    { email: "ada@example.com", requests: [{ id: "1", reference: "DR-ABC123", receivedAt: "2026-01-01T00:00:00.000Z", company: "Acme", status: "new" }], message: null, ok: true },
    formOf({ email: "ada@example.com" }),
  ],
  "an unset value": () => [undefined, null],
};

describe("the write guard and the installed React agree", () => {
  beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  for (const [name, make] of Object.entries(ourArguments)) {
    it(`lets through what our pages send: ${name}`, async () => {
      const body = await encodeReply(make());
      expect(await decoderAccepts(body)).toBe(true);
      expect(await guardStatus(body)).toBeNull();
    });
  }

  it("refuses the payloads React's decoder throws on", async () => {
    const map = formOf({ "1": '"x"', "0": '["$Q1"]' });
    const set = formOf({ "1": "5", "0": '["$W1"]' });
    const server = formOf({ "1": '{"id":"unknown","bound":null}', "0": '["$h1"]' });
    const bodies: (FormData | string)[] = ['["$Q0"]', '["$Q1","$@999"]', '[{"a":"$1:b"}]', '["$hzz"]', "{not json", `[${"[".repeat(50_000)}${"]".repeat(50_000)}]`, map, set, server];
    const verdicts: string[] = [];
    for (const body of bodies) {
      const label = typeof body === "string" ? body.slice(0, 20) : JSON.stringify([...body.entries()]);
      // The breakage is real: the decoder cannot read any of them.
      if (await decoderAccepts(body)) verdicts.push(`${label}: decoder accepts`);
      if ((await guardStatus(body)) !== 400) verdicts.push(`${label}: guard lets it through`);
    }
    expect(verdicts).toEqual([]);
  });
});
