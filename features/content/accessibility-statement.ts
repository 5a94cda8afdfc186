import { accessibilityStatementPath, conformanceTarget, knownExceptions, minimumNonTextContrast, reflowWidthsPx } from "@/features/accessibility/conformance";
import { colorThemes, fontFamilies, settingRanges } from "@/features/accessibility/settings";
import { site } from "@/platform/config/site";
import { settingsShortcutKey } from "@/features/accessibility/speech/shortcuts";
import type { LegalDocument } from "@/platform/page/content-shapes";

const target = `${conformanceTarget.standard} level ${conformanceTarget.level}`;
const widths = reflowWidthsPx.map(String);
const widthList = `${widths.slice(0, -1).join(", ")} and ${widths.at(-1)}`;
const sizes = settingRanges.fontSize;

/**
 * The accessibility statement. Every checkable promise in it quotes the value the code and the
 * tests use (widths, sizes, themes, the shortcut), so the statement cannot drift from what is tested.
 */
export const accessibilityStatement: LegalDocument = {
  meta: {
    title: "Accessibility statement",
    description: `How ${site.name} keeps this site usable for everyone: the ${target} target, the built-in accessibility settings, how every page is tested, known limitations and how to report a barrier.`,
    path: accessibilityStatementPath,
  },
  title: "Accessibility statement",
  lastUpdated: "26 November 2026",
  summary: `We build this site to meet ${target}, and we test it on every change. If anything here stands in your way, write to ${site.email} and we will fix it or get you what you need another way.`,
  sections: [
    {
      id: "our-target",
      heading: "Our target",
      paragraphs: [
        `This site aims to conform to the Web Content Accessibility Guidelines (${target}). Every page works with a keyboard alone, shows where the keyboard is, names its regions and headings for screen readers, and fits a screen ${widths[0]} CSS pixels wide without scrolling sideways, which is what a 1280-pixel window shows at 400% zoom.`,
        "The pages are accessible as built. The settings described below are extras for visitors who want the site to look or behave differently; nothing depends on them, and they never change what a screen reader announces.",
      ],
    },
    {
      id: "settings",
      heading: "The accessibility settings",
      paragraphs: [
        `Open them with the round button at the bottom right of every page, with the "Skip to accessibility settings" link (the second Tab stop of every page), or by pressing ${settingsShortcutKey} anywhere. ${settingsShortcutKey} is not used by any browser or screen reader we know of, and it needs no other key held down. Your choices are kept only in this browser.`,
      ],
      list: [
        `Text: size from ${sizes.min} to ${sizes.max} pixels, line height, letter and word spacing, alignment, and ${fontFamilies.length} fonts including OpenDyslexic and Atkinson Hyperlegible.`,
        `Color: ${colorThemes.length} themes, among them high contrast, dark, yellow on black, and three for red-weak, green-weak and blue-weak color vision, plus a high contrast mode that strengthens any theme.`,
        "Reading: a reading mask or a reading guide line, highlighted links and headings, and text-to-speech with hover-to-read where your browser can speak.",
        "Finding your way: a page structure list of every heading and region, stronger focus outlines, a large pointer and reduced motion.",
        "Quick Presets for dyslexia, low vision and motor support, a Smart Reset that keeps larger text, and a Full Reset.",
      ],
    },
    {
      id: "how-we-test",
      heading: "How we test",
      paragraphs: ["These checks run automatically on every change to the site, and a change that fails them is not published."],
      list: [
        "Every public page is checked with axe-core against the WCAG 2.2 A and AA rules at desktop and phone widths, and the home page with the settings open and closed in every color theme.",
        `Every page, the staff area included, is loaded with each preset, each font, every text size from ${sizes.min} to ${sizes.max} pixels and every spacing setting at its maximum, at ${widthList} pixels wide. The check fails if the page scrolls sideways or a header control leaves the screen.`,
        "A keyboard walk through every page fails if the focused element is hidden behind the sticky header or a floating button.",
        "Following a link with the keyboard must leave you at the new page's main heading, or on the header link you used, never somewhere in the middle of the new page.",
        `Buttons, form fields and cards are measured against what surrounds them in all ${colorThemes.length} themes: their edges keep at least ${minimumNonTextContrast}:1 contrast. Text keeps at least 4.5:1, and 7:1 in the default, high contrast and yellow-on-black themes.`,
        "The color-vision themes are checked by simulating each kind of color vision: success and error colors, links and chart colors must stay clearly apart.",
        "Automated checks find many barriers, not all of them. That is why we ask you to tell us about anything they missed.",
      ],
    },
    {
      id: "known-limitations",
      heading: "Known limitations",
      paragraphs: ["These are the gaps we know of. We list them so you do not have to find them."],
      list: [
        "Text-to-speech uses the voices your browser and device provide. Where a browser has none, the speech settings do not appear.",
        "The settings need JavaScript. Without it every page still works, but the settings cannot be changed.",
        "When you choose OpenDyslexic or Atkinson Hyperlegible, the page waits up to 1.5 seconds for the font on each visit, so text does not jump when it arrives.",
        "Checkboxes and radio buttons are drawn by your browser. In some themes their edges are less distinct than those of the site's own controls.",
        "Signing in to the staff area needs JavaScript.",
        "Our profiles on Twitter (X), LinkedIn and Facebook are run on those companies' sites and follow their accessibility.",
        ...knownExceptions.map((exception) => exception.barrier),
      ],
    },
    {
      id: "report-a-barrier",
      heading: "Report a barrier",
      paragraphs: [
        `Write to ${site.email} with the address of the page and what got in your way: what you tried, and the browser and assistive technology you use, if you are happy to say. A person reads every message. We aim to reply within five business days, and we tell you when the barrier is fixed.`,
        "If you need anything on this site in another format, or want to send us your task list some other way than the form, the same address works.",
      ],
    },
  ],
};

/** The closing box of the statement page, with the way into the settings. */
export const statementCallout = {
  heading: "Try the settings now",
  body: `Everything above is one click away, and ${settingsShortcutKey} opens it from any page.`,
  link: "Open the accessibility settings",
} as const;
