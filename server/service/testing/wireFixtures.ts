import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One captured request from `shared/fixtures/wire/`. */
export interface WireRequest {
  file: string;
  method: string;
  target: string;
  headers: Record<string, string>;
  body: Buffer;
}

export const WIRE_DIR = join(import.meta.dirname, '../../../../shared/fixtures/wire');

/**
 * Parses a capture: `#` comment lines, the request line, headers, a blank line, then the body
 * byte for byte (a UTF-8 byte-order mark included; the final newline the capture adds dropped).
 */
export function parseWireRequest(file: string, raw: Buffer): WireRequest {
  const text = raw.toString('utf8');
  const lines = text.split('\n');
  let index = 0;
  while (lines[index]!.startsWith('#')) index++;
  const [method, target] = lines[index++]!.split(' ') as [string, string];
  const headers: Record<string, string> = {};
  for (; index < lines.length && lines[index] !== ''; index++) {
    const line = lines[index]!;
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  // The .NET captures spell their byte-order mark out as `<U+FEFF BOM>`: put the real one back.
  const body = lines
    .slice(index + 1)
    .join('\n')
    .replace(/\n$/, '')
    .replace('<U+FEFF BOM>', '\uFEFF');
  return { file, method, target, headers, body: Buffer.from(body, 'utf8') };
}

export function loadWireRequests(): WireRequest[] {
  return readdirSync(WIRE_DIR)
    .filter((f) => f.endsWith('.request.txt'))
    .sort()
    .map((f) => parseWireRequest(f, readFileSync(join(WIRE_DIR, f))));
}
