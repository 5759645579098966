import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../store/openStore';
import type { AdminContext } from '../admin/adminCommand';

export interface AdminTestContext extends AdminContext {
  lines: string[];
  notes: string[];
  /** Runs a command the way the CLI does (argument check, then the work) and returns what it printed. */
  run(
    command: { prepare(args: readonly string[]): (ctx: AdminContext) => Promise<void> },
    args: readonly string[],
  ): Promise<string[]>;
  dispose(): Promise<void>;
}

/** An admin context over a real SQLite store in a fresh temporary data directory. */
export async function adminTestContext(): Promise<AdminTestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-admin-'));
  const store = await openStore({ dataDir });
  const lines: string[] = [];
  const notes: string[] = [];
  const ctx: AdminTestContext = {
    store,
    dataDir,
    lines,
    notes,
    out: (line) => lines.push(line),
    note: (line) => notes.push(line),
    async run(command, args) {
      const before = lines.length;
      await command.prepare(args)(ctx);
      return lines.slice(before);
    },
    async dispose() {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return ctx;
}
