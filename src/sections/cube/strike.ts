/** A piece of banner text; `struck` pieces were written ~~like this~~. */
export interface TextPart {
  text: string;
  struck: boolean;
}

/** Splits authored text on ~~double tildes~~ (no HTML in JSON, so no innerHTML). */
export function parseStrike(text: string): TextPart[] {
  return text
    .split(/~~(.+?)~~/)
    .map((piece, i) => ({ text: piece, struck: i % 2 === 1 }))
    .filter((part) => part.text !== "");
}
