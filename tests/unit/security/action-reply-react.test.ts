/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["react-server", "node", "node-addons"]}
 */
import { findUnresolvableReference, formReply, textReply, type ReplyBody, type ReplyCheck } from "@/lib/security/action-reply";

/*
 * The write guard restates how React encodes server action arguments. This suite holds it to the React
 * that is installed: real payloads made by the encoder Next bundles are decoded by its twin, and the
 * guard must agree with the decoder on each of them and on every way of breaking them. A React upgrade
 * that changes the format fails here instead of turning valid calls into 400s, or broken ones into 500s.
 */

// The encoder and decoder Next bundles, the pair a browser and the server use; the decoding logic lives in
// them, so the React they load (the server build, by the environment's conditions) does not change it.
/* eslint-disable @typescript-eslint/no-require-imports */
const { encodeReply } = require("next/dist/compiled/react-server-dom-webpack/client.node") as {
  encodeReply(value: unknown): Promise<FormData | string>;
};
const { decodeReply } = require("next/dist/compiled/react-server-dom-webpack/server.node") as {
  decodeReply(body: FormData | string, manifest: Record<string, never>): PromiseLike<unknown>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

function formOf(entries: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) for (const item of [value].flat()) form.append(name, item);
  return form;
}

const shared = { tag: "shared", list: [1, 2, 3] };
const cyclic: { name: string; self?: unknown } = { name: "loop" };
cyclic.self = cyclic;

/** Argument lists of the kinds this site's actions take, and the other values the encoder knows. */
const argumentLists: Record<string, () => unknown[]> = {
  "the request form's state and fields": () => [
    { status: "idle", errors: {}, values: { roles: ["seo"], heardFrom: "" }, message: null },
    formOf({ email: "ada@example.com", roles: ["seo", "paid-media"], notes: "$not a reference", hoursPerWeek: "20" }),
  ],
  "an admin's status change": () => ["3f2a9c", "contacted"],
  "a note with dollar signs and unicode": () => ["3f2a9c", "$5 budget, $$ and $@1 are text \u202e here"],
  "dates, big numbers and special numbers": () => [new Date(0), 12345678901234567890n, NaN, -0, Infinity, -Infinity, undefined],
  "maps, sets and repeated objects": () => [new Map([["a", shared]]), new Set([shared, "b"]), shared, { again: shared }],
  "a cyclic object": () => [cyclic],
  "files and typed arrays": () => [new Blob(["hello"], { type: "text/plain" }), new Uint8Array([1, 2, 3]), new Float64Array([0.5])],
  "a promise": () => [Promise.resolve({ done: true })],
  "nested forms": () => [{ inner: formOf({ a: "1" }) }, formOf({ b: ["2", "3"] })],
};

/** What the decoder makes of a body: whether the arguments come out, every promise among them settled. */
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

function replyOf(body: FormData | string): ReplyBody {
  return typeof body === "string" ? textReply(body) : formReply(body);
}

const whole: ReplyCheck = { arrival: "whole", rootIsArgumentList: true };
const streamed: ReplyCheck = { arrival: "streamed", rootIsArgumentList: true };

function cloneForm(form: FormData, change: (name: string, value: FormDataEntryValue) => string | Blob | null): FormData {
  const copy = new FormData();
  for (const [name, value] of form.entries()) {
    const changed = change(name, value);
    if (changed !== null) copy.append(name, changed);
  }
  return copy;
}

/** Every way of breaking a multipart body one part at a time: each part dropped, or swapped for the other kind. */
function brokenForms(form: FormData): [string, FormData][] {
  const names = [...new Set(form.keys())].filter((name) => name !== "0");
  return names.flatMap((target): [string, FormData][] => [
    [`without part ${target}`, cloneForm(form, (name, value) => (name === target ? null : value))],
    [
      `with part ${target} of the other kind`,
      cloneForm(form, (name, value) => (name !== target ? value : typeof value === "string" ? new Blob([value]) : "[]")),
    ],
  ]);
}

describe("the write guard and the installed React agree", () => {
  for (const [name, make] of Object.entries(argumentLists)) {
    it(`lets through what React encodes and decodes: ${name}`, async () => {
      const body = await encodeReply(make());
      expect(await decoderAccepts(body)).toBe(true);
      expect(findUnresolvableReference(replyOf(body), whole)).toBeNull();
      // Sent by a script, a multipart reply is read as it streams in: React writes parts before their users.
      if (typeof body !== "string") expect(findUnresolvableReference(replyOf(body), streamed)).toBeNull();
    });
  }

  it("refuses exactly the broken multipart bodies the decoder rejects", async () => {
    const verdicts: string[] = [];
    let rejectedByBoth = 0;
    for (const [name, make] of Object.entries(argumentLists)) {
      const body = await encodeReply(make());
      if (typeof body === "string") continue;
      for (const [how, broken] of brokenForms(body)) {
        const decoder = await decoderAccepts(broken);
        const guard = findUnresolvableReference(formReply(broken), whole) === null;
        if (decoder !== guard) verdicts.push(`${name}, ${how}: decoder ${decoder ? "accepts" : "rejects"}, guard ${guard ? "accepts" : "refuses"}`);
        if (!decoder && !guard) rejectedByBoth += 1;
      }
    }
    expect(verdicts).toEqual([]);
    // The breakage is real: many of these bodies are ones the decoder cannot read.
    expect(rejectedByBoth).toBeGreaterThan(5);
  });

  it("refuses exactly the broken text bodies the decoder rejects", async () => {
    const bodies = ['["$1"]', '["$@1"]', '["$Q2"]', '["$0:missing"]', '["$B1"]', '[{"a":1},"$0:0:a"]', '["$$1", "$undefined", "$D1970-01-01T00:00:00.000Z"]', '{"not":"a list"}', "not json"];
    const verdicts: string[] = [];
    for (const body of bodies) {
      const decoder = await decoderAccepts(body);
      const guard = findUnresolvableReference(textReply(body), whole) === null;
      if (decoder !== guard) verdicts.push(`${body}: decoder ${decoder ? "accepts" : "rejects"}, guard ${guard ? "accepts" : "refuses"}`);
    }
    expect(verdicts).toEqual([]);
  });
});
