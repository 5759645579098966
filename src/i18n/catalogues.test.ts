import { describe, expect, it } from 'vitest';

type Module = Record<string, unknown>;

/** Every feature's catalogues, English and German, as the build finds them. */
const english = import.meta.glob<Module>('/src/**/messages.en.ts', { eager: true });
const german = import.meta.glob<Module>('/src/**/messages.de.ts', { eager: true });

/** The files that name them (read as text: evaluating them would register every catalogue). */
const definitions = import.meta.glob<string>('/src/**/messages.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g;

function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}

function catalogueOf(module: Module, exportName: string): Record<string, string> {
  const catalogue = module[exportName];
  if (typeof catalogue !== 'object' || catalogue === null) throw new Error(`no ${exportName}`);
  return catalogue as Record<string, string>;
}

describe('message catalogues', () => {
  const entries = Object.entries(english);

  it('are found', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it("have one name each: a namespace is one feature's", () => {
    const names = Object.values(definitions).flatMap((text) =>
      [...text.matchAll(/defineMessages\(\s*'([^']+)'/g)].map((match) => match[1]),
    );
    expect(names.length).toBe(entries.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(entries)(
    '%s has a German catalogue with the same keys and placeholders',
    (path, module) => {
      const dePath = path.replace(/messages\.en\.ts$/, 'messages.de.ts');
      const deModule = german[dePath];
      expect(deModule, `${dePath} is missing`).toBeDefined();
      const en = catalogueOf(module, 'english');
      const de = catalogueOf(deModule ?? {}, 'default');
      expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        const translated = de[key] ?? '';
        expect(translated.trim(), `${dePath}: "${key}" is empty`).not.toBe('');
        expect(placeholders(translated), `${dePath}: "${key}" placeholders`).toEqual(
          placeholders(text),
        );
      }
    },
  );
});
