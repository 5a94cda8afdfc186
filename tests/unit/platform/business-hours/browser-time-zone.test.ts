import { browserTimeZone } from "@/platform/business-hours/browser-time-zone";

describe("browserTimeZone", () => {
  const global = globalThis as { Temporal?: unknown };

  afterEach(() => {
    delete global.Temporal;
    jest.restoreAllMocks();
  });

  it("asks Temporal where the browser has it, and never builds an Intl formatter", () => {
    global.Temporal = { Now: { timeZoneId: () => "Asia/Kolkata" } };
    const intl = jest.spyOn(Intl, "DateTimeFormat");
    expect(browserTimeZone()).toBe("Asia/Kolkata");
    expect(intl).not.toHaveBeenCalled();
  });

  it("asks Intl where there is no Temporal", () => {
    delete global.Temporal;
    expect(browserTimeZone()).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
    jest.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({ ...new Intl.DateTimeFormat().resolvedOptions(), timeZone: "Europe/Warsaw" });
    expect(browserTimeZone()).toBe("Europe/Warsaw");
  });
});
