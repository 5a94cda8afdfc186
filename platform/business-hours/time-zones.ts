import { otherTimeZone } from "@/platform/business-hours/default-time-zone";
import { formatsPerZone } from "@/platform/business-hours/zone-formats";

/**
 * A short list rather than the full IANA database: it renders the same on server and client
 * (the browser's and Node's ICU data can differ), and "not listed" covers everyone else.
 */
export interface TimeZoneOption {
  readonly value: string;
  readonly label: string;
}

export { defaultTimeZone, otherTimeZone } from "@/platform/business-hours/default-time-zone";

export const timeZoneOptions: readonly TimeZoneOption[] = [
  { value: otherTimeZone, label: "Not listed, or agree it on the call" },
  { value: "Pacific/Honolulu", label: "Honolulu (Hawaii)" },
  { value: "America/Anchorage", label: "Anchorage (Alaska)" },
  { value: "America/Los_Angeles", label: "Los Angeles (US Pacific)" },
  { value: "America/Denver", label: "Denver (US Mountain)" },
  { value: "America/Phoenix", label: "Phoenix (Arizona)" },
  { value: "America/Chicago", label: "Chicago (US Central)" },
  { value: "America/Mexico_City", label: "Mexico City" },
  { value: "America/New_York", label: "New York (US Eastern)" },
  { value: "America/Toronto", label: "Toronto" },
  { value: "America/Bogota", label: "Bogotá" },
  { value: "America/Halifax", label: "Halifax (Atlantic)" },
  { value: "America/Sao_Paulo", label: "São Paulo" },
  { value: "America/Argentina/Buenos_Aires", label: "Buenos Aires" },
  { value: "UTC", label: "UTC" },
  { value: "Europe/London", label: "London, Dublin, Lisbon" },
  { value: "Europe/Paris", label: "Paris, Berlin, Madrid, Amsterdam" },
  { value: "Europe/Warsaw", label: "Warsaw, Prague, Stockholm" },
  { value: "Europe/Athens", label: "Athens, Helsinki, Kyiv" },
  { value: "Africa/Lagos", label: "Lagos" },
  { value: "Africa/Johannesburg", label: "Johannesburg" },
  { value: "Africa/Cairo", label: "Cairo" },
  { value: "Africa/Nairobi", label: "Nairobi" },
  { value: "Europe/Istanbul", label: "Istanbul" },
  { value: "Asia/Dubai", label: "Dubai" },
  { value: "Asia/Karachi", label: "Karachi" },
  { value: "Asia/Kolkata", label: "India (Mumbai, Delhi, Bengaluru)" },
  { value: "Asia/Dhaka", label: "Dhaka" },
  { value: "Asia/Bangkok", label: "Bangkok, Jakarta, Ho Chi Minh City" },
  { value: "Asia/Manila", label: "Manila" },
  { value: "Asia/Singapore", label: "Singapore, Kuala Lumpur" },
  { value: "Asia/Shanghai", label: "Beijing, Shanghai, Hong Kong" },
  { value: "Asia/Tokyo", label: "Tokyo, Seoul" },
  { value: "Australia/Perth", label: "Perth" },
  { value: "Australia/Sydney", label: "Sydney, Melbourne" },
  { value: "Pacific/Auckland", label: "Auckland" },
];

export const timeZoneValues: ReadonlySet<string> = new Set(timeZoneOptions.map((option) => option.value));

const timeZoneLabels = new Map(timeZoneOptions.map((option) => [option.value, option.label]));

/** The label a visitor chose, for the admin area and the summary; an unknown stored value shows as it is. */
export function timeZoneLabel(value: string): string {
  return timeZoneLabels.get(value) ?? value;
}

const minus = "\u2212";

/**
 * A zone's offset from UTC at an instant, as a visitor compares zones: "UTC−8", "UTC+5:30", "UTC+0".
 * The true minus sign is read as "minus"; a hyphen may be read as "dash".
 */
const offsetFormat = formatsPerZone({ timeZoneName: "longOffset" });

export function utcOffsetAt(zone: string, at: Date): string {
  const part = offsetFormat(zone)
    .formatToParts(at)
    .find((piece) => piece.type === "timeZoneName")?.value;
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(part ?? "");
  if (!match) return "UTC+0";
  const [, sign, hours, minutes] = match;
  return `UTC${sign === "-" ? minus : "+"}${Number(hours)}${minutes === "00" ? "" : `:${minutes}`}`;
}

/**
 * The options with each zone's offset at `at` (summer time included), rendered by the server for the
 * request and handed to the form as they are, so the browser shows the same labels it hydrates.
 */
export function timeZoneOptionsAt(at: Date): readonly TimeZoneOption[] {
  return timeZoneOptions.map((option) =>
    option.value === otherTimeZone || option.value === "UTC" ? option : { ...option, label: `${option.label}, ${utcOffsetAt(option.value, at)}` },
  );
}
