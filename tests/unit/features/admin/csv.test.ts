import fc from "fast-check";
import { parse } from "csv-parse/sync";
import { escapeCsvCell, neutraliseFormula, spreadsheetSeparators, toCsv } from "@/features/admin/csv";

const triggers = ["=", "+", "-", "@", "\t", "\r"];

/** The attack cells reported against the export, and variations on where the trigger hides. */
const payloads = [
  "Acme;=1+1;",
  "hello;@SUM(1+1)*cmd|' /C calc'!A0;",
  "=HYPERLINK(\"http://evil.example\",\"x\")",
  "Acme,=1+1",
  "Acme\t=1+1",
  "Acme|=1+1",
  "Acme;  +1+1",
  "  =1+1",
  "line one\n=1+1",
  "line one\r\n@SUM(A1)",
  "a;-2+3;b",
];

/** Every piece a spreadsheet could make of a cell by splitting it on any separator, spaces trimmed as an import may. */
function fragments(value: string): string[] {
  return value.split(/[,;\t|\r\n]/).map((piece) => piece.replace(/^[ \u00a0]+/, ""));
}

function startsWithTrigger(piece: string): boolean {
  return triggers.includes(piece[0] ?? "");
}

describe("spreadsheet-safe CSV cells", () => {
  it.each(["=HYPERLINK(\"http://x\")", "+1+1", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"])(
    "neutralises a cell beginning with a formula trigger: %j",
    (value) => {
      expect(neutraliseFormula(value).startsWith("'")).toBe(true);
      expect(neutraliseFormula(value).slice(1).startsWith(value)).toBe(true);
    },
  );

  it.each(payloads)("neutralises a trigger after every separator a spreadsheet may split on: %j", (value) => {
    const safe = neutraliseFormula(value);
    for (const piece of fragments(safe)) expect(startsWithTrigger(piece)).toBe(false);
    // Reversible for a reader: only apostrophes were added, right before a trigger.
    expect(safe.replace(/'(?=[=+\-@\t\r])/g, "")).toBe(value.replace(/'(?=[=+\-@\t\r])/g, ""));
  });

  it("pins the exact output for the reported payloads", () => {
    expect(escapeCsvCell("Acme;=1+1;")).toBe("\"Acme;'=1+1;\"");
    expect(escapeCsvCell("hello;@SUM(1+1)*cmd|' /C calc'!A0;")).toBe("\"hello;'@SUM(1+1)*cmd|' /C calc'!A0;\"");
  });

  it("leaves ordinary text, empty cells and triggers inside words alone", () => {
    expect(escapeCsvCell("Acme Ltd")).toBe("Acme Ltd");
    expect(escapeCsvCell("a=b")).toBe("a=b");
    expect(escapeCsvCell("well-known")).toBe("well-known");
    expect(escapeCsvCell("")).toBe("");
    expect(escapeCsvCell(null)).toBe("");
    expect(escapeCsvCell(42)).toBe("42");
  });

  it("quotes every cell holding a separator, a quote or a line break, doubling the quotes", () => {
    expect(escapeCsvCell('He said "hi", then left')).toBe('"He said ""hi"", then left"');
    expect(escapeCsvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(escapeCsvCell("Paid media; SEO")).toBe('"Paid media; SEO"');
    expect(escapeCsvCell("a|b")).toBe('"a|b"');
    expect(escapeCsvCell("a\tb")).toBe('"a\tb"');
    expect(escapeCsvCell("=1,2")).toBe("\"'=1,2\"");
    expect(escapeCsvCell(" padded ")).toBe('" padded "');
    for (const separator of spreadsheetSeparators) expect(escapeCsvCell(`x${separator}y`).startsWith('"')).toBe(true);
  });

  it("round-trips the payloads through a real CSV parser, one cell each, with only apostrophes added", () => {
    const csv = toCsv(["Company", "Note"], payloads.map((value) => [value, "ok"]));
    const rows = parse(csv, { bom: true, relaxColumnCount: false }) as string[][];
    expect(rows).toHaveLength(payloads.length + 1);
    for (const [index, value] of payloads.entries()) {
      const [company, note] = rows[index + 1] ?? [];
      expect(note).toBe("ok");
      expect(company).toBe(neutraliseFormula(value));
      for (const piece of fragments(company ?? "")) expect(startsWithTrigger(piece)).toBe(false);
    }
  });

  it.each([";", "\t", "|"])("read by a spreadsheet that splits on %j, no field starts with a trigger", (delimiter) => {
    const csv = toCsv(["Company", "Note"], payloads.map((value) => [value, "ok"]));
    // A locale whose list separator is not a comma ignores the comma structure and the quotes inside fields.
    const rows = parse(csv, { bom: true, delimiter, quote: false, relaxColumnCount: true, recordDelimiter: ["\r\n", "\n", "\r"] }) as string[][];
    for (const field of rows.flat()) {
      for (const piece of fragments(field.replace(/^"/, ""))) expect(startsWithTrigger(piece)).toBe(false);
    }
  });

  it("never lets any split piece of any cell start with a trigger", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", " ", "=", "+", "-", "@", ",", ";", "\t", "|", "\r", "\n", '"', "'") }), (value) => {
        const cell = escapeCsvCell(value);
        const [parsed] = parse(`${cell}\r\n`, { relaxQuotes: false }) as string[][];
        const text = parsed?.[0] ?? "";
        expect(text.replace(/'(?=[=+\-@\t\r])/g, "")).toBe(value.replace(/'(?=[=+\-@\t\r])/g, ""));
        for (const piece of fragments(text)) expect(startsWithTrigger(piece)).toBe(false);
      }),
    );
  });

  it("writes a UTF-8 BOM, a header row and CRLF lines", () => {
    const csv = toCsv(["Name", "City"], [["Zoë", "Zürich"], ["=evil()", null]]);
    expect(csv).toBe("\uFEFFName,City\r\nZoë,Zürich\r\n'=evil(),\r\n");
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
