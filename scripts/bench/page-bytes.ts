import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumPath, quietChromiumFlags } from "../../tests/support/chromium";
import { inlinedStylesheets } from "./stylesheet-copies";

export interface PageBytes {
  readonly route: string;
  /** Script bytes transferred (encoded bodies) loading the page in Chromium until the network is idle. */
  readonly jsBytes: number;
  /** Stylesheet files transferred (encoded bodies), the same load: where the CSS went when it left the HTML. */
  readonly cssFileBytes: number;
  readonly htmlBytes: number;
  /** The HTML gzipped as `next start` sends it (zlib's default level, as Node's compression uses). */
  readonly htmlGzipBytes: number;
  /** Bytes of CSS inlined in <style> tags. */
  readonly inlineCssBytes: number;
  /** Most copies of one inlined stylesheet in the document (1 = once). */
  readonly stylesheetCopies: number;
}

/**
 * Deterministic weights of each page, beside the timings Lighthouse gives: the same counts
 * tests/e2e/budgets.spec.ts holds, so a bench run shows how far each page is from its budget.
 */
export async function measurePageBytes(pages: readonly { label: string; url: string }[]): Promise<PageBytes[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...quietChromiumFlags] });
  try {
    const figures: PageBytes[] = [];
    for (const { label, url } of pages) {
      const html = await (await fetch(url)).text();
      const sheets = inlinedStylesheets(html);
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const scripts: Promise<number>[] = [];
      const stylesheets: Promise<number>[] = [];
      page.on("requestfinished", (request) => {
        const sized = request.sizes().then((sizes) => sizes.responseBodySize);
        if (request.resourceType() === "script") scripts.push(sized);
        if (request.resourceType() === "stylesheet") stylesheets.push(sized);
      });
      await page.goto(url, { waitUntil: "networkidle" });
      const sum = (sizes: readonly number[]) => sizes.reduce((total, bytes) => total + bytes, 0);
      const jsBytes = sum(await Promise.all(scripts));
      const cssFileBytes = sum(await Promise.all(stylesheets));
      await context.close();
      figures.push({
        route: label,
        jsBytes,
        cssFileBytes,
        htmlBytes: Buffer.byteLength(html),
        htmlGzipBytes: gzipSync(html).length,
        inlineCssBytes: sheets.reduce((sum, sheet) => sum + sheet.bytes, 0),
        stylesheetCopies: Math.max(0, ...sheets.map((sheet) => sheet.copies)),
      });
    }
    return figures;
  } finally {
    await browser.close();
  }
}
