/**
 * The figures the specification promises, and the seat prices, with no imports so that client components
 * (the form) can quote them too. Every page quotes them from here so they never drift.
 */
export const figures = {
  /** The lowest monthly price of any seat; no plan may go below it. */
  priceFloorUsd: 2000,
  startingPrice: "$2,000/month",
  acceptanceRate: "under 0.5%",
  revenueGrowth: "300% revenue growth",
  roasImprovement: "2.4x ROAS improvement",
} as const;

/** Monthly price of one seat at each plan's entry level, in US dollars (features/content/pricing.ts describes the plans). */
export const seatPricesUsd = {
  "part-time": 2000,
  "full-time": 3600,
  senior: 5200,
} as const;

export type PlanId = keyof typeof seatPricesUsd;

/**
 * "$2,000": whole dollars grouped by hand, not with toLocaleString, whose first call in a browser loads the
 * number-formatting data. The form's copy quotes two prices as its module loads, so that load landed in the
 * form's hydration: 60-70 ms of it on a 4x slower CPU (Chromium trace, issue 46). Anything else (cents, huge
 * amounts) still goes to toLocaleString, which gives the same text for whole dollars.
 */
export function formatUsd(amount: number): string {
  if (!Number.isSafeInteger(amount)) return `$${amount.toLocaleString("en-US")}`;
  return `$${String(amount).replace(/\B(?=(\d{3})+$)/g, ",")}`;
}
