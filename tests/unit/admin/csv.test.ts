import fc from "fast-check";
import { escapeCsvCell, neutraliseFormula, toCsv } from "@/lib/admin/csv";

describe("CSV escaping", () => {
  it.each(["=HYPERLINK(\"http://x\")", "+1+1", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"])(
    "neutralises a cell beginning with a formula trigger: %j",
    (value) => {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
    },
  );

  it("leaves ordinary text, empty cells and inner triggers alone", () => {
    expect(escapeCsvCell("Acme Ltd")).toBe("Acme Ltd");
    expect(escapeCsvCell("a=b")).toBe("a=b");
    expect(escapeCsvCell("")).toBe("");
    expect(escapeCsvCell(null)).toBe("");
  });

  it("quotes cells with commas, quotes and line breaks, doubling the quotes", () => {
    expect(escapeCsvCell('He said "hi", then left')).toBe('"He said ""hi"", then left"');
    expect(escapeCsvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(escapeCsvCell("=1,2")).toBe("\"'=1,2\"");
    expect(escapeCsvCell("\rx")).toBe("\"'\rx\"");
  });

  it("never lets a cell start with a trigger once parsed back", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const cell = escapeCsvCell(value);
        const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
        expect(["=", "+", "-", "@", "\t", "\r"]).not.toContain(unquoted[0]);
      }),
    );
  });

  it("writes a UTF-8 BOM, a header row and CRLF lines", () => {
    const csv = toCsv(["Name", "City"], [["Zoë", "Zürich"], ["=evil()", null]]);
    expect(csv).toBe("\uFEFFName,City\r\nZoë,Zürich\r\n'=evil(),\r\n");
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
