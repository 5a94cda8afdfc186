/** The reading mask leaves a band this tall clear, centred on the pointer. */
export const readingMaskBandPx = 50;

export interface MaskBand {
  readonly top: number;
  readonly bottom: number;
}

export function bandAroundPointer(y: number): MaskBand {
  return { top: y - readingMaskBandPx, bottom: y + readingMaskBandPx };
}

/** For keyboard users the band follows focus: the whole focused element, and never less than the pointer band. */
export function bandAroundElement(rect: { readonly top: number; readonly bottom: number }): MaskBand {
  const centre = (rect.top + rect.bottom) / 2;
  return {
    top: Math.min(rect.top, centre - readingMaskBandPx),
    bottom: Math.max(rect.bottom, centre + readingMaskBandPx),
  };
}
