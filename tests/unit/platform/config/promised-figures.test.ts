import { formatUsd, seatPricesUsd } from "@/platform/config/promised-figures";

describe("formatUsd", () => {
  // Grouped by hand so a browser need not load Intl's number data; it must read as toLocaleString("en-US") did.
  const amounts = [0, 7, 42, 999, 1000, 2000, 3600, 5200, 12_345, 999_999, 1_000_000, 1_234_567_890, -7, -999, -2000, -1_234_567, Number.MAX_SAFE_INTEGER, 2000.5, 1e21];

  it.each(amounts)("writes %p as en-US groups its digits", (amount) => {
    expect(formatUsd(amount)).toBe(`$${amount.toLocaleString("en-US")}`);
  });

  it("quotes every seat price with a thousands separator", () => {
    for (const price of Object.values(seatPricesUsd)) expect(formatUsd(price)).toMatch(/^\$\d{1,3}(,\d{3})+$/);
  });
});
