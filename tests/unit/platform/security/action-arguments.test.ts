/** @jest-environment node */
import { z } from "zod";
import { formDataArgument, parseActionArguments } from "@/platform/security/action-arguments";

describe("parseActionArguments", () => {
  beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("returns arguments of the shape the page sends", () => {
    const form = new FormData();
    expect(parseActionArguments("test", [z.unknown(), formDataArgument], [{ status: "idle" }, form])[1]).toBe(form);
    expect(parseActionArguments("test", [z.string(), z.string()], ["id", "won"])).toEqual(["id", "won"]);
  });

  it.each([
    ["nothing", []],
    ["nulls", [null, null]],
    ["the form where the state belongs", [new FormData(), undefined]],
    ["a promise", [Promise.resolve(1), Promise.resolve(2)]],
    ["numbers", [1, 2]],
  ])("answers %s with Next's 404 before the action runs, and logs it", async (_label, args) => {
    let thrown: unknown;
    try {
      parseActionArguments("test.action", [z.unknown(), formDataArgument], args);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as { digest?: string }).digest).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    // The line follows the refusal, once the request's trace has been looked for.
    await new Promise((resolve) => setImmediate(resolve));
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"event":"action.malformed_arguments"'));
    expect(JSON.parse(String((console.warn as jest.Mock).mock.calls[0]?.[0]))).toMatchObject({ severity: "WARNING", action: "test.action" });
  });
});
