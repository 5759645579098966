import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Issue 32's check: "a scan of the German console for English strings". A screen in German is
 * read whole (every visible text node, every aria-label, placeholder, title and alt, the page's
 * title) and each string is compared, whole and case-sensitive, with the English words the
 * console must not show in German: each English catalogue text that German translates
 * differently, and a short list of common English UI words.
 */

type Catalogue = Record<string, unknown>;

const SOURCE = join(import.meta.dirname, '..', 'src');

/** Common English UI words a component may write itself (Mantine's built-ins included). */
const COMMON_ENGLISH = [
  'Save',
  'Cancel',
  'Close',
  'Delete',
  'Edit',
  'New',
  'Search',
  'Loading',
  'Loading...',
  'Loading…',
  'Next',
  'Previous',
  'Next page',
  'Previous page',
  'First page',
  'Last page',
  'Page',
  'Sort',
  'Show',
  'Hide',
  'More',
  'Back',
  'Yes',
  'No',
  'None',
  'Today',
  'Tomorrow',
  'Yesterday',
  'Overdue',
  'Done',
  'Open',
  'Add',
  'Remove',
  'Clear',
  'Apply',
  'Reset',
  'Select',
  'Submit',
  'Confirm',
  'Undo',
  'Actions',
  'Settings',
  'Name',
  'Description',
  'Notes',
  'Email',
  'Phone',
  'Address',
  'Title',
  'Date',
  'Time',
  'Due',
  'Created',
  'Updated',
  'Nothing found',
  'No results',
  'Close modal',
  'Clear input',
  'Pick date',
  'Choose date',
];

/**
 * Words English and German share, so the German console may show them: the scan never flags a
 * text that some German catalogue uses itself (e.g. "Filter", "Status", "Tags", "Name").
 */
async function loadCatalogues(): Promise<
  { english: Catalogue; german: Catalogue; file: string }[]
> {
  const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('messages.en.ts'),
  );
  expect(files.length, 'the English catalogues under src/').toBeGreaterThan(0);
  return Promise.all(
    files.map(async (file) => {
      const path = join(SOURCE, file);
      const en = (await import(pathToFileURL(path).href)) as { english: Catalogue };
      const de = (await import(pathToFileURL(path.replace(/en\.ts$/, 'de.ts')).href)) as {
        default: Catalogue;
      };
      return { english: en.english, german: de.default, file: relative(SOURCE, path) };
    }),
  );
}

const PLACEHOLDER = /\{\{[^}]*\}\}/;

/**
 * Stage and status names are data the service sends; another change shows them translated. Until
 * then the scan leaves exactly these four alone.
 */
const STATUS_NAMES = new Set(['Pending', 'Won', 'Lost', 'Failure']);

/** Every English text the German console must not show, with where it comes from. */
export async function englishOnlyTexts(): Promise<Map<string, string>> {
  const catalogues = await loadCatalogues();
  const germanWords = new Set<string>();
  for (const { german } of catalogues)
    for (const text of Object.values(german)) if (typeof text === 'string') germanWords.add(text);

  const forbidden = new Map<string, string>();
  for (const { english, german, file } of catalogues) {
    for (const [key, text] of Object.entries(english)) {
      if (typeof text !== 'string' || text === german[key]) continue;
      // Texts with placeholders never appear verbatim; placeholders alone are not words.
      if (PLACEHOLDER.test(text) || !/\p{L}/u.test(text)) continue;
      const trimmed = text.trim();
      if (!germanWords.has(trimmed) && !STATUS_NAMES.has(trimmed))
        forbidden.set(trimmed, `${file}: ${key}`);
    }
  }
  for (const word of COMMON_ENGLISH)
    if (!germanWords.has(word) && !forbidden.has(word)) forbidden.set(word, 'common English word');
  return forbidden;
}

/** Opens the console in German from its first paint: the choice the header's switch remembers. */
export async function useGerman(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('crm.language', 'de');
  });
}

/** Every string of the page a user can read or hear, with what carries it. */
export function readScreen(page: Page): Promise<{ text: string; where: string }[]> {
  return page.evaluate(() => {
    const found: { text: string; where: string }[] = [];
    const describe = (element: Element) => {
      const role = element.getAttribute('role');
      return `<${element.tagName.toLowerCase()}${role === null ? '' : ` role=${role}`}>`;
    };
    const visible = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (parent === null || text === '') continue;
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      if (!visible(parent)) continue;
      found.push({ text, where: `text in ${describe(parent)}` });
    }
    const attributes = ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription'];
    for (const element of document.body.querySelectorAll('*')) {
      if (!visible(element) && element.tagName !== 'INPUT') continue;
      for (const name of attributes) {
        const text = element.getAttribute(name)?.trim();
        if (text) found.push({ text, where: `${name} of ${describe(element)}` });
      }
      // A button's or input's value is read too (e.g. <input type="submit" value="Save">).
      if (element instanceof HTMLInputElement && ['button', 'submit'].includes(element.type))
        found.push({ text: element.value, where: `value of ${describe(element)}` });
    }
    found.push({ text: document.title.trim(), where: 'document title' });
    return found;
  });
}

/** English strings on a screen, each with the screen and what carries it. */
export class EnglishFinder {
  private readonly offenders: string[] = [];

  constructor(
    private readonly forbidden: Map<string, string>,
    /** Strings known to be English for now, each kept by the file that will translate it. */
    private readonly allowed: ReadonlySet<string> = new Set(),
  ) {}

  async scan(page: Page, screen: string): Promise<void> {
    for (const { text, where } of await readScreen(page)) {
      const source = this.forbidden.get(text);
      if (source === undefined || this.allowed.has(text)) continue;
      const line = `${screen}: "${text}" (${where}; English of ${source})`;
      if (!this.offenders.includes(line)) this.offenders.push(line);
    }
  }

  /** Fails with every offender found so far, one per line. */
  expectNone(): void {
    expect(
      this.offenders,
      `English strings in the German console:\n${this.offenders.join('\n')}`,
    ).toEqual([]);
  }
}

/**
 * Waits for the screen a user would read: its heading drawn, no loader or busy region left (the
 * loading texts are scanned too, where a scan happens to meet them).
 */
export async function settled(page: Page, timeout = 20_000): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible({ timeout });
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout });
  await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0, { timeout });
}
