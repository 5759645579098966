/** Hands a text (or the bytes of a file in another encoding than UTF-8) to the browser as a file download. */
export function downloadText(
  fileName: string,
  content: string | Uint8Array<ArrayBuffer>,
  type: string,
): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** "2026-05-31" of now, for file names. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** "1 min 5 s", "12 s". */
export function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}
