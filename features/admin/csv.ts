import { stripInvisibleCharacters } from "@/platform/security/invisible-characters";

/**
 * CSV for spreadsheets. A cell that begins with =, +, -, @, tab or carriage return is read as a formula
 * by Excel, LibreOffice and Google Sheets, so a prospect who types `=HYPERLINK(...)` into the form could
 * run it on a colleague's machine. A spreadsheet may also split a cell where we did not: Excel in a locale
 * whose list separator is `;` splits `Acme;=1+1` in two and evaluates the second half, and import dialogs
 * offer tab, `|` and others. So a trigger is neutralised at the start of the cell and after every
 * separator (spaces in between skipped, as imports may trim them) by an apostrophe, which spreadsheets
 * show as text and a person reads past. Invisible and bidirectional characters are dropped by the rule every
 * stored text follows (a record stored before that rule was this wide still carries them); nothing else is changed. Every cell holding a separator is quoted.
 *
 * Pure and per cell, so a streamed writer can call escapeCsvCell (or toCsvLine) row by row.
 */
export const spreadsheetSeparators = [",", ";", "\t", "|", "\r", "\n"] as const;

// The start or a separator, optional spaces, then a trigger: the apostrophe goes right before the trigger.
// A lookbehind, so a tab or line break can be both the trigger of one piece and the separator before the next.
const triggerAfterSeparator = /(?<=^|[,;\t|\r\n])([ \u00a0]*)(?=[=+\-@\t\r])/g;
const needsQuotes = /[",;\t|\r\n]|^\s|\s$/;

export function neutraliseFormula(value: string): string {
  return value.replace(triggerAfterSeparator, "$1'");
}

export type CsvValue = string | number | boolean | null | undefined;

export function escapeCsvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  // Cleaned first, so an invisible character can neither hide a formula trigger nor disguise the text.
  const text = neutraliseFormula(stripInvisibleCharacters(String(value)));
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line without its line break. */
export function toCsvLine(row: readonly CsvValue[]): string {
  return row.map(escapeCsvCell).join(",");
}

/** Starts a file: a byte-order mark, so Excel reads it as UTF-8. */
export const CSV_BOM = "\uFEFF";
export const CSV_LINE_BREAK = "\r\n";

/** RFC 4180 lines (CRLF), a header row first, and a byte-order mark so Excel reads the file as UTF-8. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map(toCsvLine);
  return `${CSV_BOM}${lines.join(CSV_LINE_BREAK)}${CSV_LINE_BREAK}`;
}
