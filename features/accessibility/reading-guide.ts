/**
 * The reading guide line sits just under the line of text being read: below the pointer by most of a
 * line of text (the pointer usually rests on the text itself), or just under the focused element.
 */
export const guideGapEm = 0.8;
export const guideGapBelowElementPx = 4;

export function guideBelowPointer(y: number, rootFontSizePx: number): number {
  return Math.round(y + guideGapEm * rootFontSizePx);
}

export function guideBelowElement(rect: { readonly bottom: number }): number {
  return Math.round(rect.bottom + guideGapBelowElementPx);
}
