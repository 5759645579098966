import Papa, { type ParseResult, type Parser } from 'papaparse';

export type CsvDelimiter = ',' | ';' | '\t';

export interface ParsedCsv {
  delimiter: CsvDelimiter;
  header: string[];
  /** Data rows (empty lines left out), each as long as the header (missing cells are ''). */
  rows: string[][];
}

/** Counts of each separator outside quotes in the first lines: the one used most, consistently. */
export function detectDelimiter(text: string): CsvDelimiter {
  const candidates: CsvDelimiter[] = [',', ';', '\t'];
  const counts = new Map<CsvDelimiter, number[]>(candidates.map((d) => [d, [0]]));
  let quoted = false;
  let lines = 0;
  for (let i = 0; i < text.length && lines < 5; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      lines++;
      for (const list of counts.values()) list.push(0);
    } else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) {
      const list = counts.get(ch) as number[];
      list[list.length - 1] = (list[list.length - 1] ?? 0) + 1;
    }
  }
  let best: CsvDelimiter = ',';
  let bestScore = 0;
  for (const [delimiter, list] of counts) {
    const first = list[0] ?? 0;
    const filled = list.filter((n, index) => index === 0 || n > 0);
    // The header's count, when the other lines agree with it, wins; ties go to the earlier candidate.
    const consistent = filled.every((n) => n === first);
    const score = first * (consistent ? 2 : 1);
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

export interface ParseOptions {
  /** Called between chunks with the rows parsed so far. */
  onProgress?: (rows: number) => void;
  signal?: AbortSignal;
}

/**
 * Parses CSV text with papaparse in chunks, handing the event loop back between them, so a
 * 50,000-row file never freezes the page. Quoted fields may hold separators, quotes and line breaks.
 */
export function parseCsv(text: string, options: ParseOptions = {}): Promise<ParsedCsv> {
  const delimiter = detectDelimiter(text);
  const all: string[][] = [];
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(text, {
      delimiter,
      skipEmptyLines: 'greedy',
      chunkSize: 256 * 1024,
      chunk(results: ParseResult<string[]>, parser: Parser) {
        for (const row of results.data) all.push(row);
        options.onProgress?.(all.length);
        if (options.signal?.aborted === true) {
          parser.abort();
          return;
        }
        parser.pause();
        setTimeout(() => parser.resume(), 0);
      },
      complete() {
        if (options.signal?.aborted === true) {
          reject(options.signal.reason as Error);
          return;
        }
        const [header = [], ...body] = all;
        const width = header.length;
        const rows = body.map((row) =>
          row.length >= width ? row : [...row, ...Array<string>(width - row.length).fill('')],
        );
        resolve({ delimiter, header: header.map((h) => h.trim()), rows });
      },
      error(error: Error) {
        reject(error);
      },
    });
  });
}
