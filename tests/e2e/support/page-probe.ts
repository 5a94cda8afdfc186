/**
 * Code the end-to-end tests install in the page (as an init script, so it is there after every
 * navigation): applying stored settings in place, and measuring what they do to the layout. Each
 * function here runs in the browser and must stay self-contained.
 */
export interface PageProbe {
  /** Stores a settings value and tells the page, as another tab's change would; resolves once painted. */
  readonly apply: (key: string, value: string) => Promise<void>;
  /** Every way the page breaks reflow (WCAG 1.4.10) or text spacing (1.4.12) as it is now; empty when fine. */
  readonly reflowProblems: () => string[];
  /** The same for the open dialog sheet (settings panel, page structure). */
  readonly sheetProblems: () => string[];
  /** Opens the header's menu (when the header shows its menu button), checks it, and closes it again. */
  readonly menuProblems: () => Promise<string[]>;
  /**
   * Buttons, fields and cards whose edge (their fill, or a border all round) has less than `minimum`
   * contrast with what is behind them (WCAG 1.4.11), as computed by the browser.
   */
  readonly boundaryProblems: (minimum: number) => string[];
  /**
   * Where the focused element is covered by the sticky header or a floating button once any scrolling
   * has settled (null when it is not): what is painted on top is read at its corners and centre.
   */
  readonly focusObscured: (coverers: string) => Promise<string | null>;
  /**
   * Applies each stored value in turn (as `apply` does) and takes `measurement` after each: what each case
   * found, in order. A sweep of many cases on one page state is one round trip instead of one per case.
   */
  readonly measureEach: (key: string, values: readonly string[], measurement: SweepMeasurement) => Promise<string[][]>;
}

/** The probe's measurements that can follow a change of settings. */
export type SweepMeasurement = "reflowProblems" | "sheetProblems" | "menuProblems";

declare global {
  interface Window {
    __probe?: PageProbe;
  }
}

export function installPageProbe(): void {
  const describe = (element: Element): string => {
    const classes = typeof element.className === "string" && element.className.trim() ? `.${element.className.trim().split(/\s+/).join(".")}` : "";
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 30);
    return `${element.localName}${element.id ? `#${element.id}` : ""}${classes}${text ? ` "${text}"` : ""}`;
  };
  const shown = (element: Element): boolean => {
    const rect = element.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1 && element.checkVisibility({ visibilityProperty: true });
  };
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

  async function apply(key: string, value: string): Promise<void> {
    localStorage.setItem(key, value);
    // The settings store listens for other tabs' changes; this is one, as far as it can tell.
    window.dispatchEvent(new StorageEvent("storage", { key, newValue: value }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const sheet = Array.from(document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")).find((link) => link.id.startsWith("a11y-font-"));
    if (sheet && !sheet.sheet) {
      await new Promise((resolve) => {
        sheet.addEventListener("load", resolve, { once: true });
        sheet.addEventListener("error", resolve, { once: true });
        setTimeout(resolve, 5000);
      });
    }
    const family = (getComputedStyle(document.body).fontFamily.split(",")[0] ?? "").trim().replace(/["']/g, "");
    if (family === "OpenDyslexic" || family === "Atkinson Hyperlegible") {
      await Promise.all([document.fonts.load(`400 16px "${family}"`), document.fonts.load(`700 16px "${family}"`)]);
    }
    await document.fonts.ready;
    await frame();
    await frame();
    // Colours ease between themes (buttons take 150ms); measure where they come to rest.
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  }

  function reflowProblems(): string[] {
    const problems: string[] = [];
    const root = document.documentElement;
    const viewportWidth = root.clientWidth;
    const viewportHeight = window.innerHeight;
    const rootPx = Number.parseFloat(getComputedStyle(root).fontSize);

    const sideways = root.scrollWidth - viewportWidth;
    if (sideways > 0) {
      const culprits = Array.from(document.body.querySelectorAll("*"))
        .filter((element) => element.getBoundingClientRect().right > viewportWidth + 0.5 && shown(element))
        .filter((element, _index, all) => !all.some((other) => other !== element && element.contains(other)))
        .slice(0, 3)
        .map(describe);
      problems.push(`page scrolls sideways by ${sideways}px: ${culprits.join("; ")}`);
    }

    const header = document.querySelector("header.site-header");
    if (header) {
      const height = header.getBoundingClientRect().height;
      // One row of --header-height (4rem) and its 1px border: the scroll padding that keeps focus clear assumes it.
      if (height > 4 * rootPx + 2) problems.push(`header is ${Math.round(height)}px tall, more than its one row`);
      for (const control of Array.from(header.querySelectorAll("a[href], button"))) {
        if (!shown(control)) continue;
        const rect = control.getBoundingClientRect();
        if (rect.left < -0.5 || rect.right > viewportWidth + 0.5 || rect.top < -0.5 || rect.bottom > viewportHeight + 0.5) {
          problems.push(`header control off screen: ${describe(control)} at ${Math.round(rect.left)}–${Math.round(rect.right)}px`);
        }
      }
    }

    for (const button of Array.from(document.querySelectorAll(".a11y-fab, .speech-fab, .structure-fab"))) {
      if (!shown(button)) continue;
      const rect = button.getBoundingClientRect();
      if (rect.left < 0 || rect.right > viewportWidth || rect.bottom > viewportHeight) problems.push(`floating button off screen: ${describe(button)}`);
    }

    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      // The logo's name is made to wrap onto a clipped line when the header has no room for it.
      if (element.closest(".site-header__logo")) continue;
      // A one-line text field scrolls its own value as the caret moves: a prefilled subject longer than the
      // field at a large text size is read and edited in place, nothing of the page is hidden.
      if (element instanceof HTMLInputElement) continue;
      const style = getComputedStyle(element);
      if (style.overflowX === "visible" || element.clientWidth <= 1) continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      const scrolls = style.overflowX === "auto" || style.overflowX === "scroll";
      if (!scrolls) problems.push(`content clipped: ${describe(element)} (${element.scrollWidth}px in ${element.clientWidth}px)`);
      else if (!element.querySelector("table")) problems.push(`scrolls sideways inside: ${describe(element)}`);
      else if ((element as HTMLElement).tabIndex < 0) problems.push(`table scroller not reachable by keyboard: ${describe(element)}`);
    }

    for (const table of Array.from(document.querySelectorAll("main table"))) {
      let scroller: Element | null = table.parentElement;
      while (scroller && scroller !== document.body && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      if (!scroller || scroller === document.body) problems.push(`table without its own scroll container: ${describe(table)}`);
      else if (scroller.getBoundingClientRect().right > viewportWidth + 0.5) problems.push(`table scroller wider than the screen: ${describe(scroller)}`);
    }
    return problems;
  }

  function sheetProblems(): string[] {
    const problems: string[] = [];
    const sheet = document.querySelector(".a11y-sheet");
    if (!sheet) return ["no dialog sheet open"];
    const viewportWidth = document.documentElement.clientWidth;
    const bounds = sheet.getBoundingClientRect();
    if (bounds.left < -0.5 || bounds.right > viewportWidth + 0.5) problems.push(`sheet off screen: ${Math.round(bounds.left)}–${Math.round(bounds.right)}px`);
    for (const element of Array.from(sheet.querySelectorAll("*"))) {
      const style = getComputedStyle(element);
      if (style.overflowX !== "visible" && element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`content clipped in the sheet: ${describe(element)} (${element.scrollWidth}px in ${element.clientWidth}px)`);
      }
    }
    for (const control of Array.from(sheet.querySelectorAll("a[href], button, input, select, label"))) {
      const rect = control.getBoundingClientRect();
      if (rect.width <= 1) continue;
      if (rect.left < bounds.left - 0.5 || rect.right > bounds.right + 0.5) problems.push(`control outside the sheet: ${describe(control)}`);
    }
    return problems;
  }

  async function menuProblems(): Promise<string[]> {
    const toggle = document.querySelector<HTMLButtonElement>(".primary-nav__toggle");
    if (!toggle || !shown(toggle)) return [];
    const problems: string[] = [];
    toggle.click();
    await frame();
    const list = document.querySelector<HTMLElement>(".primary-nav__list");
    const links = Array.from(list?.querySelectorAll("a") ?? []).filter(shown);
    if (!list || links.length === 0) return ["the menu button opened no links"];
    const viewportWidth = document.documentElement.clientWidth;
    for (const link of links) {
      const rect = link.getBoundingClientRect();
      if (rect.left < -0.5 || rect.right > viewportWidth + 0.5) problems.push(`menu link off screen: ${describe(link)}`);
    }
    // However tall large text makes the menu, its last link can be scrolled to.
    const last = links[links.length - 1]!;
    last.scrollIntoView({ block: "nearest" });
    if (last.getBoundingClientRect().bottom > window.innerHeight + 0.5) problems.push(`the menu's last link cannot be scrolled into view: ${describe(last)}`);
    toggle.click();
    await frame();
    return problems;
  }

  type Rgba = [number, number, number, number];

  function parseColour(value: string): Rgba | null {
    const numbers = value.match(/-?[\d.]+(?:e-?\d+)?/g)?.map(Number) ?? [];
    if (value.startsWith("rgb")) return [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0, numbers[3] ?? 1];
    // color-mix() and friends compute to color(srgb r g b / a), channels 0–1.
    if (value.startsWith("color(srgb")) return [(numbers[0] ?? 0) * 255, (numbers[1] ?? 0) * 255, (numbers[2] ?? 0) * 255, numbers[3] ?? 1];
    return null;
  }

  function over(top: Rgba, bottom: Rgba): Rgba {
    const alpha = top[3];
    return [top[0] * alpha + bottom[0] * (1 - alpha), top[1] * alpha + bottom[1] * (1 - alpha), top[2] * alpha + bottom[2] * (1 - alpha), 1];
  }

  function luminance([r, g, b]: Rgba): number {
    const channel = (c: number) => {
      const v = c / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  }

  function ratio(a: Rgba, b: Rgba): number {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  }

  /** What is painted behind an element: its ancestors' fills composited; both ends of a gradient. */
  function backdrops(element: Element): Rgba[] {
    const layers: Rgba[] = [];
    let gradient: Rgba[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (gradient.length === 0 && style.backgroundImage.includes("gradient")) {
        gradient = (style.backgroundImage.match(/(rgba?|color)\([^)]*\)/g) ?? []).map(parseColour).filter((c): c is Rgba => c !== null);
      }
      const fill = parseColour(style.backgroundColor);
      if (fill && fill[3] > 0) {
        layers.push(fill);
        if (fill[3] >= 1) break;
      }
    }
    const base = layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    return gradient.length > 0 ? gradient.map((stop) => over(stop, base)) : [base];
  }

  function boundaryProblems(minimum: number): string[] {
    const selectors = [
      // Buttons, and links drawn as buttons.
      "button",
      "a.cta",
      ".admin-button",
      ".jump-links a",
      ".site-footer__socials a",
      // Fields; checkboxes, radios and sliders are drawn by the browser.
      "input:not([type=checkbox]):not([type=radio]):not([type=range]):not([type=hidden])",
      "select",
      "textarea",
      // Cards and boxed regions.
      ".card",
      ".testimonial",
      ".steps > li",
      ".funnel-stages li",
      ".role__details",
      ".faq details",
      ".stat",
      ".cta-band",
      ".table-scroll",
      ".legal__toc",
      ".funnel-chart",
      ".form-section",
      ".task-group",
      ".admin-bar",
      ".admin-filters",
      ".admin-table-wrap",
      ".admin-empty",
      ".status-counts__link",
      ".a11y-choice__option",
      ".a11y-group",
      ".a11y-preview",
    ].join(",");
    const problems: string[] = [];
    for (const element of Array.from(document.querySelectorAll(selectors))) {
      // Hidden from everyone: visually hidden text, the skip links until focused, the form's honeypot.
      if (!shown(element) || element.closest(".visually-hidden, .skip-links, [aria-hidden='true']")) continue;
      const style = getComputedStyle(element);
      const sides = ["Top", "Right", "Bottom", "Left"] as const;
      const borders = sides.map((side) => ({
        width: Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)),
        styleName: style.getPropertyValue(`border-${side.toLowerCase()}-style`),
        colour: parseColour(style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
      }));
      const fixed = style.position === "fixed";
      const behind = fixed ? [parseColour(getComputedStyle(document.body).backgroundColor) ?? [255, 255, 255, 1]] : backdrops(element);
      let worst = Infinity;
      for (const backdrop of behind) {
        const candidates: number[] = [];
        const fill = parseColour(style.backgroundColor);
        if (fill && fill[3] > 0) candidates.push(ratio(over(fill, backdrop), backdrop));
        if (borders.every((border) => border.width >= 1 && border.styleName !== "none" && border.styleName !== "hidden" && border.colour)) {
          candidates.push(Math.min(...borders.map((border) => ratio(over(border.colour!, backdrop), backdrop))));
        }
        worst = Math.min(worst, Math.max(0, ...candidates));
      }
      if (worst < minimum) problems.push(`${describe(element)}: edge ${worst.toFixed(2)}:1`);
    }
    return problems;
  }

  /** Waits until the page has held still for three frames (smooth scrolling may still be under way). */
  async function scrollSettled(): Promise<void> {
    let last = window.scrollY;
    for (let still = 0, i = 0; still < 3 && i < 90; i += 1) {
      await frame();
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
  }

  function obscuredNow(coverers: string): string | null {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const rect = focused.getBoundingClientRect();
    const top = Math.max(rect.top, 0);
    const bottom = Math.min(rect.bottom, window.innerHeight);
    const left = Math.max(rect.left, 0);
    const right = Math.min(rect.right, document.documentElement.clientWidth);
    if (bottom <= top || right <= left) return `${describe(focused)} is off screen`;
    const inset = 2;
    const points: Array<[number, number]> = [
      [left + inset, top + inset],
      [right - inset, top + inset],
      [left + inset, bottom - inset],
      [right - inset, bottom - inset],
      [(left + right) / 2, (top + bottom) / 2],
    ];
    for (const [x, y] of points) {
      const topmost = document.elementFromPoint(x, y);
      const cover = topmost?.closest(coverers);
      if (cover && !cover.contains(focused) && !focused.contains(topmost)) {
        return `${describe(focused)} is under ${describe(cover)} at ${Math.round(x)},${Math.round(y)}`;
      }
    }
    return null;
  }

  /**
   * Where the focused element is still covered, or off screen, once the page has settled. On a busy
   * machine the browser's smooth scroll (and the site's focus guard, which moves the page after it) can
   * start only after the page has looked still for a few frames, so a problem counts only when it
   * outlasts a grace period; a page that really hides focus keeps hiding it and still fails.
   */
  async function focusObscured(coverers: string): Promise<string | null> {
    const graceMs = 1500;
    const start = performance.now();
    for (;;) {
      await scrollSettled();
      const problem = obscuredNow(coverers);
      if (!problem || performance.now() - start > graceMs) return problem;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function measureEach(key: string, values: readonly string[], measurement: SweepMeasurement): Promise<string[][]> {
    const measure = { reflowProblems, sheetProblems, menuProblems }[measurement];
    const found: string[][] = [];
    for (const value of values) {
      await apply(key, value);
      found.push(await measure());
    }
    return found;
  }

  window.__probe = { apply, reflowProblems, sheetProblems, menuProblems, boundaryProblems, focusObscured, measureEach };
}
