import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { overlayFreeModules } from './overlayFree';

const root = fileURLToPath(new URL('../..', import.meta.url));
const overlayFree = overlayFreeModules(root);

describe('overlayFreeModules', () => {
  it('takes a screen part that imports no overlay, however deep', () => {
    expect(overlayFree(`${root}src/components/ScreenHeader.tsx`)).toBe(true);
    expect(overlayFree(`${root}src/features/home/HomePage.tsx`)).toBe(true);
  });

  it('leaves out a module that imports an overlay itself or through its imports', () => {
    expect(overlayFree(`${root}src/components/GuardedModal.tsx`)).toBe(false);
    // The import's mapping step reaches Select through its column mapping, a relative import.
    expect(overlayFree(`${root}src/features/dataTransfer/import/MappingStep.tsx`)).toBe(false);
  });

  describe('on a tree of its own', () => {
    const fixture = mkdtempSync(join(tmpdir(), 'overlay-free-'));
    afterAll(() => rmSync(fixture, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(fixture, path)), { recursive: true });
      writeFileSync(join(fixture, path), text);
    };
    write(
      'package.json',
      JSON.stringify({ imports: { '#components/*': './src/components/*.tsx' } }),
    );
    write('src/components/Picker.tsx', "import { Select, Stack } from '@mantine/core';\n");
    write('src/components/Plain.tsx', "import { Stack } from '@mantine/core';\n");
    write('src/features/Field.tsx', "import { Picker } from '#components/Picker';\n");
    write('src/features/Deeper.tsx', "import { Field } from './Field';\n");
    write(
      'src/features/Lazy.tsx',
      "import type { Picker } from '#components/Picker';\nconst load = () => import('#components/Picker');\nimport { Plain } from '#components/Plain';\n",
    );
    const free = overlayFreeModules(`${fixture}/`);

    it('follows alias and relative imports to an overlay component', () => {
      expect(free(join(fixture, 'src/components/Picker.tsx'))).toBe(false);
      expect(free(join(fixture, 'src/features/Field.tsx'))).toBe(false);
      expect(free(join(fixture, 'src/features/Deeper.tsx'))).toBe(false);
    });

    it('does not follow type imports or dynamic imports', () => {
      expect(free(join(fixture, 'src/components/Plain.tsx'))).toBe(true);
      expect(free(join(fixture, 'src/features/Lazy.tsx'))).toBe(true);
    });
  });

  it('leaves out what is not the console’s source', () => {
    expect(overlayFree(`${root}node_modules/react/index.js`)).toBe(false);
    expect(overlayFree(`${root}src/app/styles/missing.ts`)).toBe(false);
  });
});
