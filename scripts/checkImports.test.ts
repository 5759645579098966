import { describe, expect, it } from 'vitest';
import { cycleProblems, cycles, sharedOwners } from './checkImports';

const graph = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges).map(([file, targets]) => [file, new Set(targets)]));

describe('checkImports', () => {
  it('finds a cycle however long, and none in a tree', () => {
    expect(cycles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c']]);
    expect(cycles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it("allows no cycle, not even the store's old type-level ones", () => {
    const store = 'server/service/store/accountStore.ts';
    const sql = 'server/service/store/sql/accounts.ts';
    expect(cycleProblems(graph({ [store]: [sql], [sql]: [store] }))).toEqual([
      `import cycle (import type counted): ${store} → ${sql}`,
    ]);
    expect(cycleProblems(graph({ [sql]: [store], [store]: [] }))).toEqual([]);
  });

  it('counts the owners of a shared file through the shared files that use it', () => {
    const owners = sharedOwners(
      graph({
        'src/features/a/Page.tsx': ['src/components/Card.tsx'],
        'src/app/App.tsx': ['src/components/Card.tsx', 'src/lib/alone.ts'],
        'src/components/Card.tsx': ['src/lib/format.ts'],
        'src/lib/format.ts': [],
        'src/lib/alone.ts': [],
      }),
    );
    expect([...owners.get('src/lib/format.ts')!].sort()).toEqual(['src/app', 'src/features/a']);
    expect([...owners.get('src/lib/alone.ts')!]).toEqual(['src/app']);
  });
});
