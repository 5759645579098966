import type { assembleStore } from './assembleStore';

/** Everything the service keeps, on SQLite or PostgreSQL: one member per area (`sql/<area>.ts`). */
export type Store = Readonly<ReturnType<typeof assembleStore>>;
