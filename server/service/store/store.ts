import type { assembleStore } from './assembleStore';

/**
 * Everything the service keeps, on SQLite or PostgreSQL, one member per area (`sql/<area>.ts`);
 * routes assemble a record from several (a company's tags come from `tags`).
 */
export type Store = Readonly<ReturnType<typeof assembleStore>>;
