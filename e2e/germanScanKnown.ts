/**
 * English the German console may still show while a change that translates it is under way, each
 * with the file that will translate it. Empty: the German scan passes over nothing.
 */
export const KNOWN_ENGLISH: ReadonlySet<string> = new Set<string>([]);
