import { WINDOWS_1252_HIGH, type CsvEncoding } from './decodeCsvBytes';

/** How a CSV file was written: what a file the import gives back is written as, too. */
export interface CsvFileFormat {
  encoding: CsvEncoding;
  /** A UTF-8 file began with a byte-order mark (spreadsheet programs look for it). */
  bom: boolean;
}

export interface EncodedCsv {
  bytes: Uint8Array<ArrayBuffer>;
  /** Characters Windows-1252 has no byte for, written as `?` (0 for UTF-8). */
  replaced: number;
}

/** Unicode → byte for 0x80–0x9F, the part of Windows-1252 that is not Latin-1. */
const HIGH_BYTES: ReadonlyMap<number, number> = new Map(
  Array.from(WINDOWS_1252_HIGH, (ch, i) => [ch.charCodeAt(0), 0x80 + i]),
);

/**
 * Text as the bytes of a file in `format`. TextEncoder writes UTF-8 only, so Windows-1252 is
 * encoded here: Latin-1 as it is, the 0x80–0x9F table of decodeCsvBytes.ts, and `?` for a
 * character the code page lacks, counted so the page can say so (no data is lost silently).
 */
export function encodeCsvText(text: string, format: CsvFileFormat): EncodedCsv {
  if (format.encoding === 'utf-8') {
    const body = new TextEncoder().encode(text);
    if (!format.bom) return { bytes: body, replaced: 0 };
    const bytes = new Uint8Array(body.length + 3);
    bytes.set([0xef, 0xbb, 0xbf]);
    bytes.set(body, 3);
    return { bytes, replaced: 0 };
  }
  const out: number[] = [];
  let replaced = 0;
  // By code point, so a character outside the BMP (an emoji) is one `?`, not two.
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    const high = HIGH_BYTES.get(code);
    if (high !== undefined) out.push(high);
    else if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) out.push(code);
    else {
      out.push(0x3f);
      replaced += 1;
    }
  }
  return { bytes: Uint8Array.from(out), replaced };
}
