/** @jest-environment node */
import { BEACON_MAX_BYTES, cleanCampaign, countedReferrerHost, hitsOf, parseBeacon, storedRequestHits } from "@/features/analytics/beacon";
import { isBotUserAgent } from "@/features/analytics/bots";
import { countedRoute, distinctValueCaps, keptValue, NONE, OTHER } from "@/features/analytics/dimensions";

describe("what a beacon may carry", () => {
  it("counts a page view by route, and a visit by landing route, referrer host and campaign", () => {
    expect(hitsOf(parseBeacon('{"p":"/pricing"}')!)).toEqual([{ dimension: "view", value: "/pricing" }]);
    expect(hitsOf(parseBeacon('{"p":"/home","v":1,"r":"News.Example.com","c":"spring-launch"}')!)).toEqual([
      { dimension: "view", value: "/home" },
      { dimension: "visit", value: "/home" },
      { dimension: "referrer", value: "news.example.com" },
      { dimension: "campaign", value: "spring-launch" },
    ]);
    // A visit with no referrer (typed, bookmarked) still counts, under "(none)".
    expect(hitsOf(parseBeacon('{"p":"/home","v":1}')!)).toContainEqual({ dimension: "referrer", value: NONE });
  });

  it("keeps only known routes: any other path is 'other', never the path itself", () => {
    expect(countedRoute("/resources/hiring-guide")).toBe("/resources/hiring-guide");
    expect(countedRoute("/delegation-tasks-guide/form/sent")).toBe("/delegation-tasks-guide/form/sent");
    expect(countedRoute("/home?email=someone@example.com")).toBe(OTHER);
    expect(countedRoute("/wp-login.php")).toBe(OTHER);
    expect(hitsOf(parseBeacon('{"p":"/someone@example.com"}')!)).toEqual([{ dimension: "view", value: OTHER }]);
  });

  it("takes only a referrer's host, lower case and without www; anything else is 'other'", () => {
    expect(countedReferrerHost("www.Google.com")).toBe("google.com");
    expect(countedReferrerHost("https://evil.example/path?x=1")).toBe(OTHER);
    expect(countedReferrerHost("a b")).toBe(OTHER);
    expect(countedReferrerHost("")).toBe(OTHER);
  });

  it("cleans campaign tags of invisible and control characters and caps their length", () => {
    expect(cleanCampaign("spring\u202E\u200B-launch\u0007 ")).toBe("spring-launch");
    expect(cleanCampaign("\u200B\u00AD")).toBeNull();
    expect(cleanCampaign("x".repeat(500))).toHaveLength(100);
  });

  it("accepts only the form's steps a page may report; 'stored' is the server's", () => {
    expect(hitsOf(parseBeacon('{"s":"first-field-focused"}')!)).toEqual([{ dimension: "form", value: "first-field-focused" }]);
    expect(parseBeacon('{"s":"stored"}')).toBeNull();
    expect(storedRequestHits(null)).toEqual([
      { dimension: "form", value: "stored" },
      { dimension: "stored-campaign", value: NONE },
    ]);
    expect(storedRequestHits("\u200Bautumn")).toContainEqual({ dimension: "stored-campaign", value: "autumn" });
  });

  it("refuses what is not a beacon: other JSON, a long body, the admin area", () => {
    expect(parseBeacon("not json")).toBeNull();
    expect(parseBeacon('{"p":"home"}')).toBeNull();
    expect(parseBeacon('{"p":"/admin"}')).toBeNull();
    expect(parseBeacon('{"p":"/admin/figures"}')).toBeNull();
    expect(parseBeacon(JSON.stringify({ p: "/home", c: "x".repeat(BEACON_MAX_BYTES) }))).toBeNull();
    // Extra fields are dropped, never counted.
    expect(parseBeacon('{"p":"/home","ip":"203.0.113.9","email":"a@b.c"}')).toEqual({ p: "/home" });
  });
});

describe("bots by user agent", () => {
  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36",
    "curl/8.5.0",
    "python-requests/2.31",
    "",
  ])("leaves out %p", (userAgent) => {
    expect(isBotUserAgent(userAgent)).toBe(true);
  });

  it.each([
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
  ])("counts %p", (userAgent) => {
    expect(isBotUserAgent(userAgent)).toBe(false);
  });
});

describe("the cap on distinct values", () => {
  it("lets a new value in while the day has fewer than the cap, and counts the rest as 'other'", () => {
    expect(keptValue("c", new Set(["a", "b"]), 3)).toBe("c");
    expect(keptValue("d", new Set(["a", "b", "c"]), 3)).toBe(OTHER);
    // A value already counted keeps its own counter at the cap, and 'other' takes no place of the cap.
    expect(keptValue("b", new Set(["a", "b", "c"]), 3)).toBe("b");
    expect(keptValue("c", new Set(["a", "b", OTHER]), 3)).toBe("c");
  });

  it("caps the open dimensions and leaves room for every route", () => {
    expect(distinctValueCaps.referrer).toBe(50);
    expect(distinctValueCaps.campaign).toBe(50);
    expect(distinctValueCaps.view).toBeGreaterThan(10);
  });
});
