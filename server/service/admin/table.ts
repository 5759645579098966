/** Left-aligned columns separated by two spaces; control characters in cells are shown as spaces. */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string[] {
  const clean = (cell: string): string =>
    Array.from(cell, (ch) =>
      ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f ? ' ' : ch,
    ).join('');
  const all = [header, ...rows].map((row) => row.map(clean));
  const widths = header.map((_, column) =>
    Math.max(...all.map((row) => (row[column] ?? '').length)),
  );
  return all.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  '),
  );
}
