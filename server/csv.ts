// CSV for spreadsheets (RFC 4180): CRLF rows, a field quoted when it holds a
// comma, semicolon, quote or line break, quotes doubled. Excel as a Spanish
// Windows installs it splits on ';' and reads ANSI unless the file opens
// with a UTF-8 BOM, so both are taken care of. A cell a spreadsheet would run
// as a formula (= + - @, or a tab/CR that hides one) gets a leading ' so a
// visitor's "=HYPERLINK(...)" stays text on the owner's machine. A figure
// the server computed (a JS number, e.g. a lift of -0.17) is never a
// formula and is written as it is.
const FORMULA = /^[=+\-@\t\r]/;
export const BOM = "\uFEFF";

type Cell = string | number | boolean | null | undefined;

export function csvCell(value: Cell): string {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One row, with its CRLF. */
export const csvLine = (row: ReadonlyArray<Cell>) => row.map(csvCell).join(",") + "\r\n";

export function toCsv(rows: ReadonlyArray<ReadonlyArray<Cell>>): string {
  return BOM + rows.map(csvLine).join("");
}
