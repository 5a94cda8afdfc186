/**
 * A short list rather than the full IANA database: it renders the same on server and client
 * (the browser's and Node's ICU data can differ), and "Other" covers everyone else.
 */
export interface TimeZoneOption {
  readonly value: string;
  readonly label: string;
}

export const otherTimeZone = "other";

export const timeZoneOptions: readonly TimeZoneOption[] = [
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
  { value: otherTimeZone, label: "Other (tell us below)" },
];

export const timeZoneValues: ReadonlySet<string> = new Set(timeZoneOptions.map((option) => option.value));
