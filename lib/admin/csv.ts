/**
 * CSV for spreadsheets. A cell that begins with =, +, -, @, tab or carriage return is read as a formula
 * by Excel, LibreOffice and Google Sheets, so a prospect who types `=HYPERLINK(...)` into the form could
 * run it on a colleague's machine: such cells get a leading apostrophe, which the spreadsheet shows as text.
 */
const FORMULA_TRIGGERS = new Set(["=", "+", "-", "@", "\t", "\r"]);

export function neutraliseFormula(value: string): string {
  return value.length > 0 && FORMULA_TRIGGERS.has(value[0] ?? "") ? `'${value}` : value;
}

export function escapeCsvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = neutraliseFormula(String(value));
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 lines (CRLF), a header row first, and a byte-order mark so Excel reads the file as UTF-8. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(escapeCsvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
