/** @jest-environment node */
import { figures, seatPricesUsd } from "@/platform/config/promised-figures";
import * as agencies from "@/features/content/for-agencies";
import * as home from "@/features/content/home";
import { formatUsd, planHours, pricingFaq, pricingIncluded, pricingMeta, pricingPlans, pricingTerm } from "@/features/content/pricing";
import * as pricing from "@/features/content/pricing";
import * as roles from "@/features/content/roles";
import * as why from "@/features/content/why-ga";
import { formCopy } from "@/features/delegation/form-copy";
import { budgetOptions, hoursOptions, weeklyHours } from "@/features/delegation/options";
import { site } from "@/platform/config/site";
import { contentStrings } from "./content-strings";

/** The offer must add up: these rules are what a buyer comparing providers checks first. */
describe("the offer", () => {
  it("prices every seat at or above the $2,000/month floor, and the cheapest seat is the floor", () => {
    const prices = pricingPlans.map((plan) => plan.monthlyPriceUsd);
    for (const price of prices) expect(price).toBeGreaterThanOrEqual(figures.priceFloorUsd);
    expect(Math.min(...prices)).toBe(figures.priceFloorUsd);
    expect(figures.startingPrice).toBe(`${formatUsd(figures.priceFloorUsd)}/month`);
  });

  it("takes each plan's price from the one price list the form quotes too", () => {
    for (const plan of pricingPlans) expect(plan.monthlyPriceUsd).toBe(seatPricesUsd[plan.id]);
    expect(formCopy.budgetHint).toContain(formatUsd(seatPricesUsd["part-time"]));
    expect(formCopy.budgetHint).toContain(formatUsd(seatPricesUsd["full-time"]));
  });

  it("costs more for more hours or more seniority", () => {
    const byId = Object.fromEntries(pricingPlans.map((plan) => [plan.id, plan]));
    expect(byId["full-time"]!.monthlyPriceUsd).toBeGreaterThan(byId["part-time"]!.monthlyPriceUsd);
    expect(byId.senior!.monthlyPriceUsd).toBeGreaterThan(byId["full-time"]!.monthlyPriceUsd);
  });

  it("prices every hours option the form offers, and offers no hours it does not price", () => {
    const offered = hoursOptions.filter((option) => option !== "not-sure");
    expect(new Set(pricingPlans.map((plan) => plan.hours))).toEqual(new Set(offered));
    for (const plan of pricingPlans) expect(planHours(plan)).toBe(`${weeklyHours[plan.hours]} hours a week`);
  });

  it("lists each perk once: no plan repeats another plan's feature or what every seat includes", () => {
    const perks = [...pricingPlans.flatMap((plan) => plan.features), ...pricingIncluded].map((perk) => perk.toLowerCase());
    expect(new Set(perks).size).toBe(perks.length);
    // "Everything in X" would restate another plan's list.
    for (const plan of pricingPlans) for (const feature of plan.features) expect(feature).not.toMatch(/^everything in/i);
  });

  it("starts the form's budget ranges at the floor", () => {
    expect(budgetOptions[0]).toMatch(new RegExp(`^${figures.priceFloorUsd}-`));
  });

  it("states the contract term once, in one string, and nothing else on the site restates it", () => {
    const termWords = /\b(notice|lock-?in|minimum (term|contract)|fixed term|rolls? monthly|month[- ]to[- ]month|cancel|change each month)\b/i;
    // Questions ("Is there a minimum term?") ask; only statements state a term.
    const mentions = contentStrings().filter(([, text]) => termWords.test(text) && !text.endsWith("?"));
    expect(mentions.map(([, text]) => text)).toEqual(mentions.map(() => pricingTerm));
    expect(pricingFaq.filter((item) => item.answer === pricingTerm)).toHaveLength(1);
  });

  it("never ties seniority to the floor price", () => {
    // "Senior specialists from $2,000" in one sentence: the floor belongs to the part-time seat.
    const floor = formatUsd(figures.priceFloorUsd).replace("$", "\\$");
    const seniorFromFloor = new RegExp(`\\bsenior[^.]*\\b(from|at) ${floor}`, "i");
    const offenders = contentStrings().filter(([, text]) => seniorFromFloor.test(text));
    expect(offenders).toEqual([]);
    expect(site.description).toContain(figures.startingPrice);
    expect(pricingMeta.description).toMatch(/part time/);
  });

  it("describes seats the same way on every page that mentions the price", () => {
    for (const copy of [home, why, agencies, roles, pricing]) {
      for (const text of Object.values(copy).flatMap((value) => JSON.stringify(value) ?? "")) {
        expect(text).not.toMatch(/full-time plans (start|begin)/i);
        expect(text).not.toMatch(/partner discount/i);
      }
    }
  });
});
