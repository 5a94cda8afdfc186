/**
 * What the accessibility statement promises, as data: the statement quotes these values and the
 * end-to-end tests check the site against the same values, so the page can never promise more than
 * is tested.
 */
export const accessibilityStatementPath = "/accessibility";

export const conformanceTarget = { standard: "WCAG 2.2", level: "AA" } as const;

/** Viewport widths (CSS px) every page is checked at with every preset and every text setting at its maximum. */
export const reflowWidthsPx = [320, 375, 768, 1280] as const;

/** The smallest boundary contrast buttons, inputs and cards keep against their surroundings, in every theme. */
export const minimumNonTextContrast = 3;

/**
 * A finding of IBM's Equal Access checker (the second engine beside axe) that the site keeps on purpose:
 * the rule is stricter than WCAG for this one pattern, which conforms. The end-to-end check accepts a
 * "violation" of `ruleId` only on elements matching `selector`; anything else still fails it.
 */
export interface CheckerException {
  /** The engine's rule id, as its report names it. */
  readonly ruleId: string;
  /** A CSS selector for the only elements the exception covers. */
  readonly selector: string;
  /** Why the pattern conforms to WCAG, in one line. */
  readonly reason: string;
}

export const knownCheckerExceptions: readonly CheckerException[] = [
  {
    ruleId: "aria_content_in_landmark",
    selector: ".skip-links .skip-link",
    reason:
      "A skip link must come first, before the landmarks it skips (2.4.1 Bypass Blocks, which it meets); no WCAG criterion requires content to sit in a landmark.",
  },
  {
    ruleId: "aria_content_in_landmark",
    selector: ".a11y-fab, .speech-fab, .structure-fab",
    reason:
      "Floating buttons on every page, after the content in reading and tab order and reached from the skip link; WCAG asks for landmarks nowhere (ARIA11 is one way to meet 1.3.1, not a requirement).",
  },
  {
    ruleId: "element_tabbable_role_valid",
    selector: '.table-scroll[role="region"], .admin-table-wrap[role="region"]',
    reason:
      "A wide table's scrolling frame takes focus so the keyboard can scroll it (2.1.1 Keyboard); a named region is the focusable scroller WAI's tables tutorial shows, and no widget role describes a scroller.",
  },
  {
    ruleId: "input_checkboxes_grouped",
    selector: 'input[type="checkbox"][name="tasks"]',
    reason:
      "Each role's tasks are grouped by their own fieldset and legend (1.3.1); a checkbox's name only labels the submitted value, unlike a radio's it makes no group, so all tasks post as one list.",
  },
  {
    ruleId: "input_checkboxes_grouped",
    selector: 'input[type="radio"][name="start"]',
    reason:
      "One call time is chosen among every day offered, so the times share one radio name; each day's times are grouped by their own fieldset and legend inside the fieldset naming the whole choice (1.3.1).",
  },
  {
    ruleId: "input_autocomplete_valid",
    selector: 'input[autocomplete="username"]',
    reason:
      "The admin's username is their e-mail address: HTML allows the username token on an e-mail input (the Nu HTML Checker accepts it) and 1.3.5 lists it; password managers pair it with current-password.",
  },
];

export interface KnownException {
  /** What a visitor meets. */
  readonly barrier: string;
  /** Why it stays, in one line: the specification's name or a WCAG rule it would otherwise break. */
  readonly reason: string;
}

/**
 * What we know falls short for screen-reader users and chose to keep, each with its reason. The
 * statement's known limitations quote the barrier; the screen-reader spec checks what is around each.
 */
export const knownExceptions: readonly KnownException[] = [
  {
    barrier:
      "The Low Vision preset turns on the site's own speech and hover-to-read, whose voice can talk over a screen reader; the preset says so when applied and names the switch that turns it off.",
    reason: "The specification defines Low Vision with speech on and hover-to-read on; changing the preset would break its definition.",
  },
];
