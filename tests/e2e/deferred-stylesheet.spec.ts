import { writeFile } from "node:fs/promises";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { publicRoutes } from "../../platform/config/site";
import { formCopy } from "../../features/delegation/form-copy";
import { holdRequests } from "./support/settings-in-page";

/**
 * The public pages paint with the critical part inlined in <head> (and the hero's, in the hero) while the site's
 * stylesheet, linked last in <body>, is still on its way (issue 46, docs/performance.md). What shows then must be
 * what shows after it has loaded: the header, the hero and the floating buttons, in the same places and pixels;
 * nothing else unstyled. Every public route at the reflow width, a tablet and a desktop: one width in each band the
 * stylesheet's media queries draw that a visitor's screen is likely in (up to 480 px, 768-899, 1024 and up). A phone
 * at 390 px falls in 320's band; it was a quarter of this spec's time (issue 46: `.ci/run` within 25 minutes).
 */
const widths = [320, 768, 1280] as const;

/** The page's stylesheets (public/styles) held until released: the first paint the visitor sees on a slow link. */
function holdStylesheets(page: Page): Promise<() => void> {
  return holdRequests(page, "**/styles/*.css");
}

/**
 * The most any colour channel of a pixel may differ between the two paints. Chromium rasterizes the same styled
 * page with differences of 1 or 2 in a few hundred pixels (the floating button's shadow, a button's text: /home at
 * 390 px) and up to 9 in a few pixels of the settings button's icon (at 320 px), identical to the eye; a rule
 * missing from the first paint changes a colour, a font or a position, by far more.
 */
const RASTER_NOISE = 24;

/**
 * The largest difference of one colour channel between two screenshots of the same size, decoded in a blank page
 * of the same browser (the site's Content-Security-Policy would refuse the data: URLs).
 */
async function largestChannelDifference(page: Page, first: Buffer, second: Buffer): Promise<number> {
  const scratch = await page.context().newPage();
  try {
    return await largestIn(scratch, first, second);
  } finally {
    await scratch.close();
  }
}

async function largestIn(page: Page, first: Buffer, second: Buffer): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [one, two] = await Promise.all([pixels(a), pixels(b)]);
      if (one.length !== two.length) return 255;
      let largest = 0;
      for (let index = 0; index < one.length; index += 1) largest = Math.max(largest, Math.abs((one[index] ?? 0) - (two[index] ?? 0)));
      return largest;
    },
    [first.toString("base64"), second.toString("base64")] as const,
  );
}

interface FirstPaint {
  readonly boxes: readonly string[];
  /** Anything displayed in the viewport that is neither the header, the hero nor a floating button. */
  readonly unexpected: readonly string[];
}

async function firstPaint(page: Page): Promise<FirstPaint> {
  return page.evaluate(() => {
    const shown = ["#skip-links, .skip-links", ".site-header", ".page-hero", ".fab-dock", ".a11y-fab", ".speech-fab", ".structure-fab"];
    const kept = [...document.querySelectorAll<HTMLElement>(shown.join(","))];
    const box = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return `${element.className || element.id}: ${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
    };
    const inViewport = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight;
    };
    const unexpected = [...document.querySelectorAll("#main-content > *, .site-footer")]
      .filter((element) => !kept.some((keptElement) => keptElement === element || keptElement.contains(element)))
      .filter(inViewport)
      .map((element) => element.outerHTML.slice(0, 80));
    return { boxes: kept.filter(inViewport).map(box), unexpected };
  });
}

for (const width of widths) {
  for (const route of publicRoutes) {
    test(`${route} at ${width} px paints its header and hero before the stylesheet file, as after it`, async ({ page, request }) => {
      // A page with a hero inlines the critical part and links the file last; one without links it in <head> and
      // inlines nothing (app/styles/first-paint.ts): its content waits for the file either way.
      const html = await (await request.get(route)).text();
      const hasHero = html.includes('class="page-hero"');
      expect(html.includes("@layer pending"), "the critical part inlined exactly on a page with a hero").toBe(hasHero);
      expect(/<head>.*<link rel="stylesheet" href="\/styles\/[^"]+\.css"\/?>.*<\/head>/s.test(html), "the file linked in <head> on a page without a hero").toBe(!hasHero);
      test.skip(!hasHero, "no hero: the file is linked in <head>, render-blocking, and nothing paints before it");
      await page.setViewportSize({ width, height: 800 });
      const release = await holdStylesheets(page);
      // "commit": the parser waits at the in-body link (what comes before it is painted meanwhile), so
      // DOMContentLoaded comes only after the file.
      await page.goto(route, { waitUntil: "commit" });
      // The parser has reached the link, the last thing in <body>: everything the first paint can show is parsed.
      await page.locator("body > link[data-deferred-stylesheet]").waitFor({ state: "attached" });
      await expect(page.locator(".site-header")).toBeVisible();
      const early = await firstPaint(page);
      expect(early.unexpected, "shown unstyled before the file").toEqual([]);
      // The region down to the hero's bottom, or the screen's: what the first paint shows (rounded down: the row
      // the hero ends in partway belongs to what follows it, which the first paint leaves out).
      const bottom = await page.evaluate(() =>
        Math.min(window.innerHeight, Math.floor((document.querySelector(".page-hero") ?? document.querySelector(".site-header"))?.getBoundingClientRect().bottom ?? 0)),
      );
      expect(bottom, "a header in the first paint").toBeGreaterThan(0);
      const clip = { x: 0, y: 0, width, height: bottom };
      const earlyPixels = await page.screenshot({ animations: "disabled", caret: "hide", clip });
      release();
      await page.waitForLoadState("networkidle");
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.querySelector(".site-footer") as Element).display)).not.toBe("none");
      const late = await firstPaint(page);
      expect(late.boxes, "the header, hero and buttons did not move").toEqual(early.boxes);
      const latePixels = await page.screenshot({ animations: "disabled", caret: "hide", clip });
      const difference = await largestChannelDifference(page, earlyPixels, latePixels);
      if (difference > 0) {
        await writeFile(test.info().outputPath("first-paint.png"), earlyPixels);
        await writeFile(test.info().outputPath("finished-page.png"), latePixels);
      }
      expect(difference, "the first paint's pixels are the finished page's, but for rasterization noise").toBeLessThanOrEqual(RASTER_NOISE);
    });
  }
}

/**
 * The file's arrival was one task doing the first style and layout of everything pending (104-147 ms at 4x CPU, all
 * of it Total Blocking Time): with JavaScript the head script reveals the page's pieces one per animation frame
 * instead (app/styles/reveal-pieces.ts), each frame's task short; without it the file's own rule reveals them all at
 * once.
 */
test.describe("the pending part of a page with a hero", () => {
  for (const route of ["/pricing", "/delegation-tasks-guide/form"]) {
    test(`${route}: appears one piece per frame, top to bottom, once the file has loaded`, async ({ page }) => {
      await page.addInitScript(() => {
        // Each piece the script lets go, with the frame and its place in the document.
        const log: { frame: number; place: number }[] = [];
        // Layout shifts while the pieces appear: each must appear below whatever is shown, moving nothing.
        const shifts: number[] = [];
        Object.assign(window, { revealLog: log, revealShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
        }).observe({ type: "layout-shift", buffered: true });
        let frame = 0;
        const tick = () => {
          frame += 1;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
        new MutationObserver((records) => {
          const all = [...document.querySelectorAll("*")];
          for (const record of records) {
            const element = record.target as Element;
            if (!element.hasAttribute("data-later")) log.push({ frame, place: all.indexOf(element) });
          }
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-later"] });
      });
      const release = await holdStylesheets(page);
      await page.goto(route, { waitUntil: "commit" });
      await page.locator("body > link[data-deferred-stylesheet]").waitFor({ state: "attached" });
      await expect(page.locator("html")).toHaveAttribute("data-revealing", "");
      await expect(page.locator(".site-footer")).toBeHidden();
      release();
      await expect(page.locator("html")).not.toHaveAttribute("data-revealing", "");
      await expect(page.locator("[data-later]")).toHaveCount(0);
      await expect(page.locator(".site-footer")).toBeVisible();
      const log = await page.evaluate(() => (window as unknown as { revealLog: { frame: number; place: number }[] }).revealLog);
      const pieces = await page.evaluate(() => document.querySelectorAll("#main-content>:not(.page-hero),.site-footer,.form-section,.form-section~*").length);
      const shifts = await page.evaluate(() => (window as unknown as { revealShifts: number[] }).revealShifts);
      expect(shifts, "layout shifts while the pieces appeared").toEqual([]);
      expect(log, "every piece let go by the script").toHaveLength(pieces);
      expect(pieces).toBeGreaterThan(2);
      const frames = log.map((entry) => entry.frame);
      expect(new Set(frames).size, "each in a frame of its own").toBe(frames.length);
      const places = log.map((entry) => entry.place);
      expect(places, "in document order").toEqual([...places].sort((a, b) => a - b));
    });
  }

  const route = "/pricing";
  test("appears at once on a key press while the file is on its way (Tab, a skip link)", async ({ page }) => {
    const release = await holdStylesheets(page);
    await page.goto(route, { waitUntil: "commit" });
    await page.locator("body > link[data-deferred-stylesheet]").waitFor({ state: "attached" });
    await page.keyboard.press("Tab");
    await expect(page.locator("html")).not.toHaveAttribute("data-revealing", "");
    // Still undisplayed until the file is there: nothing shows unstyled.
    await expect(page.locator(".site-footer")).toBeHidden();
    release();
    await expect(page.locator(".site-footer")).toBeVisible();
    expect(await page.locator("[data-later]").count(), "the file's own rule revealed them, not the frames").toBe(0);
  });

  test("a file that fails to load leaves nothing undisplayed: the rest shows with the critical part's styles", async ({ page }) => {
    await page.route("**/styles/*.css", (route) => route.abort("failed"));
    await page.goto(route);
    await expect(page.locator(".site-footer")).toBeVisible();
    await expect(page.locator("#main-content > :not(.page-hero)").first()).toBeVisible();
    await expect(page.locator("[data-later]")).toHaveCount(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-revealing", "");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("appears with the file, all at once, by the file's own rule", async ({ page }) => {
      const release = await holdStylesheets(page);
      await page.goto(route, { waitUntil: "commit" });
      await page.locator("body > link[data-deferred-stylesheet]").waitFor({ state: "attached" });
      await expect(page.locator(".site-footer")).toBeHidden();
      release();
      await expect(page.locator(".site-footer")).toBeVisible();
      await expect(page.locator("html")).not.toHaveAttribute("data-revealing", "");
    });
  });
});

/**
 * A page that arrives in two parts, as on a slow link: a proxy in front of the site holds every HTML answer from the
 * site's stylesheet link on for 1.5 s. The part a refused send's page focuses on load (its error summary, `autofocus`)
 * is held undisplayed until that file has loaded; the browser dropped it when it met the summary first, and focus
 * stayed on <body> (unfocused in 3 loads out of 3 this way, before a link to the file came ahead of the summary).
 */
test.describe("a refused send's page that arrives slowly, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  let proxy: Server;
  let proxyOrigin = "";

  test.beforeAll(async ({}, testInfo) => {
    const site = new URL(String(testInfo.project.use.baseURL));
    proxy = createServer((request, response) => {
      const upstream = httpRequest(
        { host: site.hostname, port: site.port, path: request.url, method: request.method, headers: { ...request.headers, "accept-encoding": "identity" } },
        (answer) => {
          const headers = { ...answer.headers };
          delete headers["content-length"];
          response.writeHead(answer.statusCode ?? 502, headers);
          if (!/text\/html/.test(String(answer.headers["content-type"]))) return void answer.pipe(response);
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () => {
            const html = Buffer.concat(chunks).toString();
            const at = html.indexOf('<link rel="stylesheet" href="/styles/');
            if (at < 0) return void response.end(html);
            response.write(html.slice(0, at));
            setTimeout(() => response.end(html.slice(at)), 1_500);
          });
        },
      );
      request.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
  });

  test("the error summary still takes focus as the page loads", async ({ page }) => {
    await page.goto(`${proxyOrigin}/delegation-tasks-guide/form`);
    await page.getByRole("button", { name: formCopy.submit }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByRole("region", { name: /problem/ })).toBeFocused();
  });
});
