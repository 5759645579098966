import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locator, Page } from '@playwright/test';
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

/**
 * Common English UI words a component may write itself (Mantine's built-ins included). A word
 * German writes the same ("Filter", "Status") is never flagged: see `EnglishTexts`.
 */
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
 * Every feature's English catalogue and its German one, as modules (they hold data and type-only
 * imports, so loading them runs no console code).
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

const PLACEHOLDER = /\{\{[^}]*\}\}/g;
const HAS_PLACEHOLDER = /\{\{[^}]*\}\}/;

/**
 * A message with placeholders as a whole-string pattern ("Edit {{name}}" → /^Edit [^]+$/); a
 * count or number is digits (so "{{count}} person" does not fit "Find a person").
 */
function patternOf(text: string): RegExp {
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let pattern = '';
  let last = 0;
  for (const match of text.trim().matchAll(PLACEHOLDER)) {
    pattern += escape(text.trim().slice(last, match.index));
    pattern += /^\{\{\s*(count|number)\b/.test(match[0]) ? '[\\d.,\\s]+' : '[^]+';
    last = match.index + match[0].length;
  }
  return new RegExp(`^${pattern}${escape(text.trim().slice(last))}$`, 'u');
}

/** A message's own words, placeholders left out: enough letters to tell a language by. */
const ownLetters = (text: string) => text.replace(PLACEHOLDER, '').match(/\p{L}/gu)?.length ?? 0;

/**
 * Whether a message with placeholders is English enough to look for: three letters of its own,
 * and eight when a placeholder opens or closes it ("{{others}} into {{survivor}}", "{{fields}}
 * changed", "Edit {{name}}"): such a pattern fits any sentence of data that starts or ends with
 * its few words ("SuperTag Region changed", as the service writes it, is data).
 */
function tellsLanguage(text: string): boolean {
  const letters = ownLetters(text);
  const trimmed = text.trim();
  const open = /^\{\{[^}]*\}\}/.test(trimmed) || /\{\{[^}]*\}\}$/.test(trimmed);
  return letters >= 3 && (!open || letters >= 8);
}

/**
 * The English texts the German console must not show, with where each comes from: catalogue
 * texts German translates differently (those with placeholders as patterns) and common UI words.
 * A string some German message reads the same (a shared word such as "Filter", "Status", "Tags",
 * or a German sentence an English pattern happens to fit) is never flagged.
 */
export class EnglishTexts {
  private readonly exact = new Map<string, string>();
  private readonly patterns: { pattern: RegExp; source: string }[] = [];
  private readonly germanWords = new Set<string>();
  private readonly germanPatterns: RegExp[] = [];

  constructor(catalogues: readonly { english: Catalogue; german: Catalogue; file: string }[]) {
    for (const { german } of catalogues)
      for (const text of Object.values(german)) {
        if (typeof text !== 'string') continue;
        if (HAS_PLACEHOLDER.test(text)) {
          // "{{name}} {{action}}" would fit anything: only messages with words of their own.
          if (ownLetters(text) >= 3) this.germanPatterns.push(patternOf(text));
        } else this.germanWords.add(text.trim());
      }
    for (const { english, german, file } of catalogues)
      for (const [key, text] of Object.entries(english)) {
        if (typeof text !== 'string' || text === german[key]) continue;
        const source = `${file}: ${key}`;
        if (HAS_PLACEHOLDER.test(text)) {
          // "{{count}} ({{share}})" says nothing in a language; "Edit {{name}}" does.
          if (tellsLanguage(text)) this.patterns.push({ pattern: patternOf(text), source });
        } else if (/\p{L}/u.test(text)) {
          this.exact.set(text.trim(), source);
        }
      }
    for (const word of COMMON_ENGLISH)
      if (!this.exact.has(word)) this.exact.set(word, 'common English word');
  }

  /** Where an English string comes from; undefined when it is not (only) English. */
  sourceOf(text: string): string | undefined {
    if (this.germanWords.has(text)) return undefined;
    const exact = this.exact.get(text);
    if (exact !== undefined) return exact;
    const english = this.patterns.find(({ pattern }) => pattern.test(text));
    if (english === undefined || this.germanPatterns.some((german) => german.test(text)))
      return undefined;
    return english.source;
  }
}

export async function englishOnlyTexts(): Promise<EnglishTexts> {
  return new EnglishTexts(await loadCatalogues());
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
    private readonly english: EnglishTexts,
    /** Strings known to be English for now, each kept by the file that will translate it. */
    private readonly allowed: ReadonlySet<string> = new Set(),
  ) {}

  async scan(page: Page, screen: string): Promise<void> {
    for (const { text, where } of await readScreen(page)) {
      const source = this.english.sourceOf(text);
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

/**
 * Opens a dialog with the control given, reads the screen with it open, and closes it with
 * Escape (as a user would), waiting until it is gone.
 */
export async function scanDialog(
  page: Page,
  finder: EnglishFinder,
  screen: string,
  opener: Locator,
): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  await finder.scan(page, screen);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
