import type { assembleStore } from './assembleStore';

/**
 * Everything the service keeps, on SQLite (the embedded default) or PostgreSQL (several service
 * processes), one member per area (`sql/<area>.ts`); routes assemble records from several areas
 * (a company's tags come from `tags`, its comments from `comments`).
 */
export type Store = Readonly<ReturnType<typeof assembleStore>>;
