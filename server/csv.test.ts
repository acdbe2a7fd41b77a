// @vitest-environment node
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("CSV", () => {
  it("quotes what RFC 4180 needs quoted and doubles quotes", () => {
    expect(
      toCsv([
        ["a", "b,c", 'di "hola"', "línea\nnueva"],
        [1, true, null],
      ]),
    ).toBe('\uFEFFa,"b,c","di ""hola""","línea\nnueva"\r\n1,true,\r\n');
  });

  it("opens in Excel (Windows, Spanish): a UTF-8 BOM first, cells holding ';' quoted", () => {
    const csv = toCsv([["envío", "Casa; Lola"]]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toBe('\uFEFFenvío,"Casa; Lola"\r\n');
  });

  it("keeps cells a spreadsheet would run as formulas as text", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+34 600")).toBe("'+34 600");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("lola@example.com")).toBe("lola@example.com");
  });
});
