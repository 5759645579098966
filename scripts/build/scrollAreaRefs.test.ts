import { describe, expect, it } from 'vitest';
import { scrollAreaRefs, scrollAreaRefsShim } from './scrollAreaRefs';

const scrollArea = '/x/node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs';
const resolveId = scrollAreaRefs().resolveId as (source: string, importer?: string) => unknown;

describe('scrollAreaRefs', () => {
  it("gives Mantine's ScrollArea the console's useMergeRefs", () => {
    expect(resolveId('@floating-ui/react', scrollArea)).toBe(scrollAreaRefsShim);
  });

  it("leaves every other import of floating-ui, and ScrollArea's other imports, alone", () => {
    const popover = '/x/node_modules/@mantine/core/esm/components/Popover/Popover.mjs';
    expect(resolveId('@floating-ui/react', popover)).toBeNull();
    expect(resolveId('react', scrollArea)).toBeNull();
    expect(resolveId('@floating-ui/react', undefined)).toBeNull();
  });
});
