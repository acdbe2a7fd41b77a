// CSV for spreadsheets (RFC 4180): CRLF rows, a field quoted when it holds a
// comma, quote or line break, quotes doubled. A cell a spreadsheet would run
// as a formula (= + - @, or a tab/CR that hides one) gets a leading ' so a
// visitor's "=HYPERLINK(...)" stays text on the owner's machine.
const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
