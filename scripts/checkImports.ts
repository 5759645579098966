/**
 * Two rules of the house that ESLint's import plugin cannot state, checked over the resolved imports
 * of every non-test source file (part of `npm run check`):
 *
 * 1. No import cycle, `import type` counted: a cycle of types still ties two files into one unit a
 *    reader must hold in mind at once (import-x/no-cycle skips type-only imports).
 * 2. `src/components` (and `src/hooks`, `src/lib`) hold only what two or more owners use, an owner
 *    being `src/app`, a feature (`src/features/<name>`) or `src/api`; a shared file used through
 *    another shared file counts that file's owners. A single-owner file belongs with its owner.
 *
 * Imports are read with a regular expression over the text with comments removed (every import
 * of this tree is a static `import … from`, `export … from` or `import('…')`); it runs in linear
 * time over the tree and takes well under a second.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCE_ROOTS = ['src', 'server', 'bench', 'e2e', 'faults'];
const SHARED_FOLDERS = ['src/components/', 'src/hooks/', 'src/lib/'];
const ALIASES: [prefix: string, folder: string][] = [
  ['#xml/', 'src/xml/'],
  ['#api/', 'src/api/'],
  ['#lib/', 'src/lib/'],
  ['#hooks/', 'src/hooks/'],
  ['#components/', 'src/components/'],
  ['#server/', 'server/'],
];

const isTestFile = (path: string): boolean =>
  /\.(test|spec)\.tsx?$/.test(path) || /(^|\/)(testing|fixtures)\//.test(path);

function sourceFiles(folder: string): string[] {
  const absolute = join(ROOT, folder);
  if (!existsSync(absolute)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTestFile(path))
      files.push(path);
  }
  return files;
}

const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/[^\n]*/g;
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"\n]+)['"]/gm;

function resolveSpecifier(from: string, specifier: string): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = join(dirname(from), specifier);
  for (const [prefix, folder] of ALIASES)
    if (specifier.startsWith(prefix)) base = folder + specifier.slice(prefix.length);
  if (base === undefined) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].map((path) =>
    path.replace(/\.js$/, '.ts'),
  );
  return candidates.find(
    (path) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile(),
  );
}

export function importGraph(files: readonly string[]): Map<string, Set<string>> {
  const known = new Set(files);
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const text = readFileSync(join(ROOT, file), 'utf8').replace(COMMENTS, '$1');
    const targets = new Set<string>();
    for (const match of text.matchAll(SPECIFIERS)) {
      const target = resolveSpecifier(file, match[1]!);
      if (target !== undefined && known.has(target) && target !== file) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan, iterative: deep trees do not overflow). */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: [node: string, targets: Iterator<string>][] = [];
    const enter = (node: string): void => {
      index.set(node, next);
      low.set(node, next++);
      stack.push(node);
      onStack.add(node);
      work.push([node, graph.get(node)!.values()]);
    };
    enter(start);
    while (work.length > 0) {
      const [node, targets] = work[work.length - 1]!;
      const step = targets.next();
      if (!step.done) {
        const target = step.value;
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low.set(parent[0], Math.min(low.get(parent[0])!, low.get(node)!));
      if (low.get(node) !== index.get(node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  }
  return found;
}

/** The owner a non-shared file stands for: src/app, src/api or one feature; other files own nothing. */
function ownerOf(file: string): string | undefined {
  const feature = /^src\/features\/[^/]+/.exec(file);
  if (feature !== null) return feature[0];
  if (file.startsWith('src/app/') || file === 'src/main.tsx') return 'src/app';
  if (file.startsWith('src/api/')) return 'src/api';
  return undefined;
}

const isShared = (file: string): boolean =>
  SHARED_FOLDERS.some((folder) => file.startsWith(folder));

export function sharedOwners(graph: Map<string, Set<string>>): Map<string, Set<string>> {
  const importers = new Map<string, string[]>();
  for (const [file, targets] of graph)
    for (const target of targets) importers.set(target, [...(importers.get(target) ?? []), file]);
  const owners = new Map<string, Set<string>>();
  const ownersOf = (file: string, seen: Set<string>): Set<string> => {
    const known = owners.get(file);
    if (known !== undefined) return known;
    const result = new Set<string>();
    seen.add(file);
    for (const importer of importers.get(file) ?? []) {
      if (isShared(importer)) {
        if (!seen.has(importer)) for (const owner of ownersOf(importer, seen)) result.add(owner);
      } else {
        const owner = ownerOf(importer);
        if (owner !== undefined) result.add(owner);
      }
    }
    seen.delete(file);
    owners.set(file, result);
    return result;
  };
  for (const file of graph.keys()) if (isShared(file)) ownersOf(file, new Set());
  return owners;
}

/**
 * The type-level cycles the store and the logger still had when this check came (issue: the
 * house, second pass): each area's type is derived from its implementation. They may only shrink;
 * a new cycle, or a file joining one of these, fails. Remove a line when its cycle is gone.
 */
const KNOWN_CYCLES = new Set([
  'server/http/logger.ts server/http/requestLine.ts',
  'server/service/store/accountStore.ts server/service/store/sql/accounts.ts',
  'server/service/store/activityStore.ts server/service/store/sql/activities.ts',
  'server/service/store/assembleStore.ts server/service/store/store.ts',
  'server/service/store/dealStore.ts server/service/store/sql/deals.ts server/service/store/sql/deals/dealRecords.ts',
  'server/service/store/sql/tags.ts server/service/store/tagStore.ts',
]);
/** The contacts' cycle is large: known by its first file, and allowed at most this many files. */
const KNOWN_CONTACT_CYCLE = { first: 'server/service/store/communicationStore.ts', atMost: 18 };

function isKnownCycle(component: readonly string[]): boolean {
  if (KNOWN_CYCLES.has(component.join(' '))) return true;
  return (
    component[0] === KNOWN_CONTACT_CYCLE.first && component.length <= KNOWN_CONTACT_CYCLE.atMost
  );
}

function main(): void {
  const files = SOURCE_ROOTS.flatMap(sourceFiles);
  const graph = importGraph(files);
  const problems: string[] = [];
  const found = cycles(graph);
  for (const component of found)
    if (!isKnownCycle(component))
      problems.push(`import cycle (import type counted): ${component.join(' → ')}`);
  for (const [file, owners] of sharedOwners(graph))
    if (owners.size < 2)
      problems.push(
        `${file} is shared but used by ${owners.size === 0 ? 'no owner' : `${[...owners][0]} alone`}: move it to its owner`,
      );
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`check:imports: ${problems.length} problem(s) in ${files.length} files`);
    process.exit(1);
  }
  console.log(
    `check:imports: ${files.length} files, no new import cycle (${found.length} known left), every shared file has two owners or more`,
  );
}

if (relative(process.argv[1] ?? '', import.meta.filename) === '') main();
