import type { XmlElement } from '#xml/tree';

/** What the service's thread sends the body parser thread (bodyParseThread.ts). */
export interface BodyParseJob {
  id: number;
  contentType: string | undefined;
  body: Uint8Array;
}

/** Its answer: the tree, the refusal the request gets, or why the parser itself failed. */
export type BodyParseAnswer =
  | { id: number; root: XmlElement | null }
  | {
      id: number;
      refusal: { status: number; messages: string[]; headers: Record<string, string> };
    }
  | { id: number; failure: string };
