/** Where a batch of log lines goes in one write (pino's sonic-boom destination, synchronous). */
export interface LineSink {
  write(text: string): unknown;
}

export interface LineBatchOptions {
  /** A batch is written once it holds this many characters… */
  batchChars: number;
  /** …or this long after its first line, so a quiet server's lines are never late by more. */
  flushMs: number;
}

/**
 * Gathers whole log lines and hands them to the sink joined, in one write per batch: pino's
 * destination for every line of a logger, so the order of lines stays as they were logged.
 *
 * Why not sonic-boom's own `minLength` batching: on every line it appends to the pending string
 * and measures the whole pending string's byte length, which flattens it: about 4 KB copied and
 * left as garbage per line with 8 KB batches. Measured in a loop writing request lines to a file:
 * 3.1 µs per line with sonic-boom batching, 1.8 µs with this batch in front of an unbatched
 * sonic-boom (and less garbage to collect under load).
 */
export interface LineBatch extends LineSink {
  write(line: string): boolean;
  /** Writes what is pending now (the periodic flush, process exit, tests). */
  flush(this: void): void;
}

/** Every batch still open, flushed when the process exits (one listener for all of them). */
const openBatches = new Set<LineBatch>();
let exitHooked = false;

export function createLineBatch(sink: LineSink, options: LineBatchOptions): LineBatch {
  let pending: string[] = [];
  let pendingChars = 0;
  let timer: NodeJS.Timeout | undefined;
  const batch: LineBatch = {
    write(line) {
      pending.push(line);
      pendingChars += line.length;
      if (pendingChars >= options.batchChars) batch.flush();
      // Armed by the first line of a batch only: an idle server sets no timers at all.
      else if (timer === undefined) timer = setTimeout(batch.flush, options.flushMs).unref();
      return true;
    },
    flush() {
      if (timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
      }
      if (pending.length === 0) return;
      const text = pending.join('');
      pending = [];
      pendingChars = 0;
      sink.write(text);
    },
  };
  openBatches.add(batch);
  if (!exitHooked) {
    exitHooked = true;
    process.on('exit', () => {
      for (const open of openBatches) open.flush();
    });
  }
  return batch;
}
