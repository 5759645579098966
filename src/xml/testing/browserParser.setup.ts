import { createRequire } from 'node:module';

/** The part of jsdom used here (the package ships no types). */
interface JsdomModule {
  JSDOM: new () => { window: { DOMParser: typeof DOMParser } };
}

// The `xml-browser` test project (vitest.config.ts): the codec's tests read their fixtures from
// disk as node tests do, and parse with a DOMParser as the console does in the browser.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;
globalThis.DOMParser = new JSDOM().window.DOMParser;
