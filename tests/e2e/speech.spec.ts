import { expect, test, type Page } from "@playwright/test";
import { defaultSettings, storageKey, type AccessibilitySettings } from "../../features/accessibility/settings";
import { panelCopy } from "../../features/accessibility/panel-copy";
import { shellLabels } from "../../features/accessibility/shell-copy";
import { site } from "../../platform/config/site";
import { expectNoAxeViolations } from "./support/axe";

interface SpokenUtterance {
  readonly text: string;
  readonly lang: string;
  readonly rate: number;
  readonly pitch: number;
  readonly volume: number;
  readonly at: number;
}

interface FakeSpeechControl {
  spoken: SpokenUtterance[];
  cancels: number;
  /** How long each utterance "plays"; large values keep a reading going until it is stopped. */
  durationMs: number;
  fail: boolean;
}

declare global {
  interface Window {
    __speech: FakeSpeechControl;
    __keydowns: { key: string; defaultPrevented: boolean }[];
    __announcements: { region: string; text: string; added: number; removed?: number; node?: Node }[];
    __pointerovers: { text: string; at: number }[];
  }
}

/**
 * Replaces the browser's speechSynthesis with a recorder before any page script runs, and
 * seeds the stored settings. The fake plays each utterance for durationMs, reports
 * "interrupted" on cancel like Chrome, and fails every utterance while fail is set.
 */
async function installFakeSpeech(page: Page, settings: Partial<AccessibilitySettings>): Promise<void> {
  await page.addInitScript(
    ({ key, stored }) => {
      window.localStorage.setItem(key, JSON.stringify(stored));
      const control: FakeSpeechControl = { spoken: [], cancels: 0, durationMs: 40, fail: false };
      window.__speech = control;
      let current: SpeechSynthesisUtterance | null = null;
      const fire = (utterance: SpeechSynthesisUtterance, name: "onstart" | "onend" | "onerror", detail: object) => {
        const handler = utterance[name] as ((event: object) => void) | null;
        handler?.call(utterance, detail);
      };
      const fake = {
        speaking: false,
        pending: false,
        paused: false,
        onvoiceschanged: null,
        getVoices: () => [],
        addEventListener() {},
        removeEventListener() {},
        pause() {},
        resume() {},
        speak(utterance: SpeechSynthesisUtterance) {
          control.spoken.push({
            text: utterance.text,
            lang: utterance.lang,
            rate: utterance.rate,
            pitch: utterance.pitch,
            volume: utterance.volume,
            at: performance.now(),
          });
          current = utterance;
          setTimeout(() => {
            if (current !== utterance) return;
            if (control.fail) {
              current = null;
              fire(utterance, "onerror", { error: "synthesis-failed" });
              return;
            }
            fire(utterance, "onstart", {});
            setTimeout(() => {
              if (current !== utterance) return;
              current = null;
              fire(utterance, "onend", {});
            }, control.durationMs);
          }, 5);
        },
        cancel() {
          control.cancels += 1;
          const interrupted = current;
          current = null;
          if (interrupted) fire(interrupted, "onerror", { error: "interrupted" });
        },
      };
      Object.defineProperty(window, "speechSynthesis", { value: fake, configurable: true });
      // Timings are taken inside the page: a busy test machine delays the runner, not these clocks.
      window.__announcements = [];
      new MutationObserver((records) => {
        for (const record of records) {
          const region = (record.target as Element).id ?? "";
          if (!region.startsWith("speech-announcer")) continue;
          for (const node of record.addedNodes) {
            window.__announcements.push({ region, text: node.textContent ?? "", added: performance.now(), node });
          }
          for (const node of record.removedNodes) {
            const entry = window.__announcements.find((announcement) => announcement.node === node);
            if (entry) entry.removed = performance.now();
          }
        }
      }).observe(document, { childList: true, subtree: true });
      window.__pointerovers = [];
      window.addEventListener("pointerover", (event) => {
        const target = event.target as Element;
        window.__pointerovers.push({ text: target.textContent ?? "", at: performance.now() });
      });
      window.__keydowns = [];
      window.addEventListener("keydown", (event) => {
        // Read after dispatch has finished, when every listener has had its say.
        setTimeout(() => window.__keydowns.push({ key: event.key, defaultPrevented: event.defaultPrevented }));
      });
    },
    { key: storageKey, stored: { ...defaultSettings, ...settings } },
  );
}

const spoken = (page: Page) => page.evaluate(() => window.__speech.spoken);
const readButton = (page: Page) => page.getByRole("button", { name: "Read page", exact: true });
const stopButton = (page: Page) => page.getByRole("button", { name: "Stop reading", exact: true });

const voiceSettings = { speechEnabled: true, speechRate: 1.5, speechPitch: 0.8, speechVolume: 0.6 } as const;

test.describe("speech", () => {
  test("Read page speaks the h1 first, skips the navigation, with en-US and the stored rate, pitch and volume", async ({
    page,
  }) => {
    await installFakeSpeech(page, voiceSettings);
    await page.goto("/home");
    const h1 = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    await readButton(page).click();
    await expect.poll(async () => (await spoken(page)).length).toBeGreaterThan(3);
    await stopButton(page).click();
    await expect(readButton(page)).toBeVisible();
    const utterances = await spoken(page);
    const texts = utterances.map((utterance) => utterance.text);
    // The h1 is read as its own sentence, near the start (after at most a short eyebrow line).
    const h1Index = texts.findIndex((text) => text === h1 || text === `${h1}.`);
    expect(h1Index).toBeGreaterThanOrEqual(0);
    expect(h1Index).toBeLessThanOrEqual(1);
    // Navigation labels that the main content does not also use must never be spoken.
    const mainText = await page.locator("#main-content").innerText();
    const navOnly = site.primaryNav.map((item) => item.label).filter((label) => !mainText.includes(label));
    expect(navOnly.length).toBeGreaterThan(0);
    for (const label of navOnly) expect(texts.join(" ")).not.toContain(label);
    for (const utterance of utterances) {
      // The browser stores these as 32-bit floats.
      expect(utterance.lang).toBe("en-US");
      expect(utterance.rate).toBeCloseTo(1.5, 5);
      expect(utterance.pitch).toBeCloseTo(0.8, 5);
      expect(utterance.volume).toBeCloseTo(0.6, 5);
      expect(utterance.text.length).toBeLessThanOrEqual(180);
    }
  });

  test("Ctrl+Shift+R reads, Ctrl+Shift+S and Escape stop", async ({ page }) => {
    await installFakeSpeech(page, { speechEnabled: true });
    await page.goto("/home");
    await expect(readButton(page)).toBeVisible();
    await page.evaluate(() => {
      window.__speech.durationMs = 60_000;
    });
    await page.keyboard.press("Control+Shift+R");
    await expect(stopButton(page)).toBeVisible();
    expect((await spoken(page)).length).toBe(1);
    const cancels = await page.evaluate(() => window.__speech.cancels);
    await page.keyboard.press("Control+Shift+S");
    await expect(readButton(page)).toBeVisible();
    expect(await page.evaluate(() => window.__speech.cancels)).toBeGreaterThan(cancels);
    await page.keyboard.press("Control+Shift+R");
    await expect(stopButton(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(readButton(page)).toBeVisible();
    const prevented = await page.evaluate(() => window.__keydowns.filter((k) => k.key === "R").map((k) => k.defaultPrevented));
    expect(prevented).toEqual([true, true]);

    // While the visitor types in a field, the speech shortcuts stay out of the way.
    const before = (await spoken(page)).length;
    await page.evaluate(() => {
      const field = document.createElement("input");
      field.setAttribute("aria-label", "Typing probe");
      document.getElementById("main-content")?.prepend(field);
    });
    await page.getByRole("textbox", { name: "Typing probe" }).focus();
    await page.keyboard.press("Control+Shift+R");
    await page.waitForTimeout(300);
    expect((await spoken(page)).length).toBe(before);
    await expect(readButton(page)).toBeVisible();
  });

  test("without browser speech there is no speech control and nothing throws", async ({ page }) => {
    const pageErrors: Error[] = [];
    page.on("pageerror", (error) => pageErrors.push(error));
    await page.addInitScript(
      ({ key, stored }) => {
        window.localStorage.setItem(key, JSON.stringify(stored));
        Reflect.deleteProperty(Window.prototype, "speechSynthesis");
        Reflect.deleteProperty(window, "speechSynthesis");
      },
      { key: storageKey, stored: { ...defaultSettings, speechEnabled: true, hoverToRead: true } },
    );
    await page.goto("/home");
    expect(await page.evaluate(() => "speechSynthesis" in window)).toBe(false);
    await page.getByRole("button", { name: shellLabels.settingsButton, exact: true }).click();
    const panel = page.getByRole("dialog", { name: panelCopy.title });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("heading", { name: panelCopy.sections.speech.title })).toHaveCount(0);
    await expect(panel.getByRole("button", { name: "Read preview aloud" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.locator(".speech-fab")).toHaveCount(0);
    await page.keyboard.press("Control+Shift+R");
    expect(pageErrors).toEqual([]);
  });

  test("F1 toggles the help with its default prevented, Escape hides it and focus returns", async ({ page }) => {
    await installFakeSpeech(page, { speechEnabled: false });
    await page.goto("/home");
    const getStarted = page.getByRole("banner").getByRole("link", { name: "Get Started" });
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    // Pressing until it opens also waits for hydration.
    await expect(async () => {
      await getStarted.focus();
      await page.keyboard.press("F1");
      await expect(help).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(help).toBeFocused();
    // The specification's seven (its two meanings of Esc on one row), and F2 for the settings.
    await expect(help.getByRole("term")).toHaveCount(7);
    await expectNoAxeViolations(page);
    await page.keyboard.press("F1");
    await expect(help).toBeHidden();
    await expect(getStarted).toBeFocused();
    await page.keyboard.press("F1");
    await expect(help).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(help).toBeHidden();
    await expect(getStarted).toBeFocused();
    await page.keyboard.press("F1");
    await help.getByRole("button", { name: "Close keyboard shortcuts help" }).click();
    await expect(help).toBeHidden();
    const f1 = await page.evaluate(() => window.__keydowns.filter((k) => k.key === "F1").map((k) => k.defaultPrevented));
    expect(f1.length).toBeGreaterThanOrEqual(4);
    expect(f1.every(Boolean)).toBe(true);
  });

  test("hover-to-read waits about 500 ms and ignores links", async ({ page }) => {
    await installFakeSpeech(page, { speechEnabled: true, hoverToRead: true });
    await page.goto("/home");
    await expect(readButton(page)).toBeVisible();
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link").first();
    await link.hover();
    await page.waitForTimeout(900);
    expect(await spoken(page)).toEqual([]);

    const heading = page.getByRole("heading", { level: 1 });
    const text = (await heading.innerText()).trim();
    const box = await heading.boundingBox();
    if (!box) throw new Error("the heading has no box");
    await page.mouse.move(box.x + 10, box.y + box.height / 2);
    await expect.poll(async () => (await spoken(page)).length).toBe(1);
    const [utterance] = await spoken(page);
    expect(utterance?.text).toBe(text);
    const restedAt = await page.evaluate(
      (headingText) => window.__pointerovers.findLast((over) => over.text.trim() === headingText)?.at ?? Number.NaN,
      text,
    );
    const waited = (utterance?.at ?? 0) - restedAt;
    expect(waited).toBeGreaterThanOrEqual(495);
    expect(waited).toBeLessThan(2500);
  });

  test("a speech error is announced politely, once however often speech fails, warned, and its message is gone after about a second", async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await installFakeSpeech(page, { speechEnabled: true });
    await page.goto("/home");
    await expect(readButton(page)).toBeVisible();
    await page.evaluate(() => {
      window.__speech.fail = true;
    });
    await readButton(page).click();
    const status = page.locator("#speech-announcer-polite");
    await expect(status).toContainText("Error occurred while reading content");
    await expect(status).not.toContainText("Error occurred while reading content", { timeout: 5000 });
    // Failing again, the voice is not news: a screen reader is not told twice.
    await readButton(page).click();
    await expect.poll(() => warnings.filter((warning) => warning.includes("Error occurred while reading content")).length).toBe(2);
    const errors = await page.evaluate(() =>
      window.__announcements
        .filter((announcement) => announcement.text === "Error occurred while reading content")
        .map(({ text, region, added, removed }) => ({ text, region, added, removed })),
    );
    expect(errors.map(({ region }) => region)).toEqual(["speech-announcer-polite"]);
    const [shown] = errors;
    const lifetime = (shown?.removed ?? Number.NaN) - (shown?.added ?? 0);
    // The observer notes an addition at the end of the task that made it, so it may read a little short.
    expect(lifetime).toBeGreaterThanOrEqual(900);
    expect(lifetime).toBeLessThan(2500);
    await expect(readButton(page)).toBeVisible();
    expect(warnings.some((warning) => warning.includes("Error occurred while reading content"))).toBe(true);
  });

  test("no Read page button while speech is off; with it on, the button clears the accessibility button", async ({
    page,
  }) => {
    await installFakeSpeech(page, { speechEnabled: false });
    await page.goto("/home");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(async () => {
      await page.keyboard.press("F1");
      await expect(help).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(readButton(page)).toHaveCount(0);
    await page.keyboard.press("Control+Shift+R");
    await page.waitForTimeout(300);
    expect(await spoken(page)).toEqual([]);

    // Init scripts run in order, so this later one's settings win on the reload.
    await installFakeSpeech(page, { speechEnabled: true });
    await page.reload();
    await expect(readButton(page)).toBeVisible();
    const fab = await readButton(page).boundingBox();
    const panelButton = await page.locator(".a11y-fab").boundingBox();
    if (!fab || !panelButton) throw new Error("missing floating buttons");
    expect(fab.width).toBeGreaterThanOrEqual(44);
    expect(fab.height).toBeGreaterThanOrEqual(44);
    const overlaps =
      fab.x < panelButton.x + panelButton.width &&
      panelButton.x < fab.x + fab.width &&
      fab.y < panelButton.y + panelButton.height &&
      panelButton.y < fab.y + fab.height;
    expect(overlaps).toBe(false);
    await expectNoAxeViolations(page);
  });

  test("on a 320 px screen at the largest text size the Read page button still clears the accessibility button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await installFakeSpeech(page, { speechEnabled: true, fontSize: 28 });
    await page.goto("/home");
    const button = readButton(page);
    await expect(button).toBeVisible();
    const fab = await button.boundingBox();
    const panelButton = await page.locator(".a11y-fab").boundingBox();
    if (!fab || !panelButton) throw new Error("missing floating buttons");
    expect(fab.width).toBeGreaterThanOrEqual(44);
    expect(fab.height).toBeGreaterThanOrEqual(44);
    expect(fab.x + fab.width).toBeLessThanOrEqual(panelButton.x);
    expect(fab.x).toBeGreaterThanOrEqual(0);
  });

  test("the panel hides the Read page button, keeps Escape to itself and reads its preview", async ({ page }) => {
    await installFakeSpeech(page, { speechEnabled: true });
    await page.goto("/home");
    await page.evaluate(() => {
      window.__speech.durationMs = 60_000;
    });
    await readButton(page).click();
    await expect(stopButton(page)).toBeVisible();
    await page.getByRole("button", { name: shellLabels.settingsButton, exact: true }).click();
    const panel = page.getByRole("dialog", { name: panelCopy.title });
    await expect(panel).toBeVisible();
    await expect(page.locator(".speech-fab")).toHaveCount(0);
    await expect(panel.getByText(/default voice will read/)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    // The panel's Escape closed the panel only; the reading goes on.
    await expect(stopButton(page)).toBeVisible();

    await page.getByRole("button", { name: shellLabels.settingsButton, exact: true }).click();
    await panel.getByRole("button", { name: "Stop reading" }).click();
    const before = (await spoken(page)).length;
    await page.evaluate(() => {
      window.__speech.durationMs = 10;
    });
    await panel.getByRole("button", { name: "Read preview aloud" }).click();
    const sample = panelCopy.previewSample(site.name).replace(/\s+/g, " ").trim();
    await expect
      .poll(async () =>
        (await spoken(page))
          .slice(before)
          .map((utterance) => utterance.text)
          .join(" "),
      )
      .toBe(sample);
  });

  test("with the browser's own speech, Read page either reads or reports the error, and nothing throws", async ({
    page,
  }) => {
    const pageErrors: Error[] = [];
    page.on("pageerror", (error) => pageErrors.push(error));
    await page.addInitScript(
      ({ key, stored }) => window.localStorage.setItem(key, JSON.stringify(stored)),
      { key: storageKey, stored: { ...defaultSettings, speechEnabled: true } },
    );
    await page.goto("/home");
    await readButton(page).click();
    const status = page.locator("#speech-announcer-polite");
    // Headless Chromium without a speech service fails at once; with one, it reads.
    await expect
      .poll(async () => (await status.textContent())?.includes("Error occurred") || (await stopButton(page).count()) > 0)
      .toBe(true);
    await page.keyboard.press("Control+Shift+S");
    await expect(readButton(page)).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
