// A file's type from its first bytes, not from its name or the browser's
// claim: a renamed executable is not a PDF.
const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 (.doc)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // .docx is a zip holding word/

export type Detected =
  | { ext: ".pdf"; mime: "application/pdf" }
  | { ext: ".doc"; mime: "application/msword" }
  | { ext: ".docx"; mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" };

export function detectDocument(bytes: Uint8Array): Detected | undefined {
  if (startsWith(bytes, PDF)) return { ext: ".pdf", mime: "application/pdf" };
  if (startsWith(bytes, OLE)) return { ext: ".doc", mime: "application/msword" };
  // Zip entry names are stored uncompressed in the local headers, so a Word
  // document names word/document.xml in its bytes.
  if (startsWith(bytes, ZIP) && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes("word/")) {
    return { ext: ".docx", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" };
  }
  return undefined;
}
