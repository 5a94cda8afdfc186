/** @jest-environment node */
import { refuseToStart, warnAtStart } from "@/platform/server/start-refusal";

/** A start-up refusal is one JSON line, severity ERROR, with the whole message, and then the process exits. */
describe("start-up refusals", () => {
  afterEach(() => jest.restoreAllMocks());

  it("write one ERROR line with the message, then exit with status 1", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const exit = jest.spyOn(process, "exit").mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as typeof process.exit);
    const message = "Refusing to start: something.\nSet SOMETHING=else, then start again.";
    expect(() => refuseToStart("data_store", message)).toThrow("exit 1");
    expect(exit).toHaveBeenCalledWith(1);
    expect(error).toHaveBeenCalledTimes(1);
    const line = String(error.mock.calls[0]?.[0]);
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toMatchObject({ severity: "ERROR", event: "startup.refused", check: "data_store", message });
  });

  it("write warnings as one WARNING line and go on", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    warnAtStart("company", "The company's details need attention.");
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({
      severity: "WARNING",
      event: "startup.warning",
      message: "The company's details need attention.",
    });
  });
});
