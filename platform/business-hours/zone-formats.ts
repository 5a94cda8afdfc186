/**
 * One US-English formatter per zone for a set of options, built on first use and kept: building an
 * Intl.DateTimeFormat costs far more than using one (the form's 35 zone labels, built anew on every
 * request, were a fifth of the form page's server time: docs/performance.md). Bounded by the zones that
 * exist: an unknown zone throws before anything is kept.
 */
export function formatsPerZone(options: Readonly<Omit<Intl.DateTimeFormatOptions, "timeZone">>): (timeZone: string) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = formats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
      formats.set(timeZone, format);
    }
    return format;
  };
}

/** `instant` as `format` writes it, by part: `{ hour: "2", minute: "05", dayPeriod: "PM", timeZoneName: "GMT", … }`. */
export function partsOf(format: Intl.DateTimeFormat, instant: Date): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  return Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
}
