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
