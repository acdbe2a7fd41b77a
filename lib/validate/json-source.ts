// Parses JSON and, on a syntax error, says where: line and column.

export class JsonSyntaxError extends Error {
  readonly line: number;
  readonly column: number;

  constructor(line: number, column: number, reason: string) {
    super(`line ${line}, column ${column}: ${reason}`);
    this.line = line;
    this.column = column;
  }
}

export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const lc = /\(line (\d+) column (\d+)\)/.exec(message);
    const pos = /position (\d+)/.exec(message);
    const where = lc
      ? { line: Number(lc[1]), column: Number(lc[2]) }
      : pos
        ? lineColumn(text, Number(pos[1]))
        : lineColumn(text, text.length);
    const reason = message
      .replace(/^JSON\.parse: /, "")
      .replace(/ in JSON at position \d+.*$/, "")
      .replace(/\s*\(line \d+ column \d+\)/, "");
    throw new JsonSyntaxError(where.line, where.column, reason);
  }
}
