/** Which encoding a file was read as. */
export type CsvEncoding = 'utf-8' | 'windows-1252';

/**
 * The text of a CSV file: UTF-8 (a byte-order mark is dropped, and remembered: the failed rows are
 * written back with it) when the bytes are valid UTF-8, else Windows-1252, the encoding
 * spreadsheet programs on Windows save "CSV" in. Every byte sequence is valid Windows-1252, so
 * the fallback never fails.
 */
export function decodeCsvBytes(bytes: Uint8Array): {
  text: string;
  encoding: CsvEncoding;
  bom: boolean;
} {
  try {
    // `ignoreBOM: false` (the default) strips a UTF-8 byte-order mark.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    return { text, encoding: 'utf-8', bom };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252', bom: false };
  }
}

/**
 * 0x80–0x9F are what sets Windows-1252 apart from Latin-1 (€, ‘ ’ “ ” – — …). Browsers' TextDecoder
 * maps them, Node's (without full ICU) reads them as Latin-1 control characters: mapped here so
 * the console and the command line read a file alike (and encodeCsvText.ts writes them back).
 */
export const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (let start = 0; start < bytes.length; start += 8192) {
    const chunk = bytes.subarray(start, start + 8192);
    out += String.fromCharCode(
      ...Array.from(chunk, (b) =>
        b >= 0x80 && b < 0xa0 ? WINDOWS_1252_HIGH.charCodeAt(b - 0x80) : b,
      ),
    );
  }
  return out;
}
