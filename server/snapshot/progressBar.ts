/**
 * One line redrawn in place on a terminal (`\r`), nothing at all elsewhere: logs and pipes get the
 * summary lines only, never a thousand carriage returns.
 */
export interface ProgressBar {
  update(done: number, total: number, label: string): void;
  finish(): void;
}

export function progressBar(stream: NodeJS.WriteStream): ProgressBar {
  if (!stream.isTTY) return { update: () => undefined, finish: () => undefined };
  let last = 0;
  let shown = false;
  return {
    update(done, total, label) {
      const now = Date.now();
      if (now - last < 100 && done < total) return;
      last = now;
      const width = 30;
      const filled = total === 0 ? width : Math.round((done / total) * width);
      const bar = `${'#'.repeat(filled)}${'-'.repeat(width - filled)}`;
      const count = total > 0 ? `${done}/${total}` : String(done);
      stream.write(
        `\r[${bar}] ${count} ${label}`
          .padEnd(Math.min(stream.columns ?? 80, 100) - 1)
          .slice(0, (stream.columns ?? 80) - 1),
      );
      shown = true;
    },
    finish() {
      if (shown) stream.write('\n');
      shown = false;
    },
  };
}
