import { sql, type SqlBool } from 'kysely';
import { likeContains } from '../../likePattern';
import type { ContactSearchDialect, TermFilters } from '../../sql/contacts/contactSearch';

/**
 * ILIKE, answered by the pg_trgm indexes from 3 characters on: on the stored `search_name`
 * (a person's "first last", a company's name) and on `locations.email`.
 */
export const POSTGRES_CONTACT_SEARCH: ContactSearchDialect = {
  termParams: (field, term) =>
    field === 'name' ? { nameLike: likeContains(term) } : { emailLike: likeContains(term) },

  termFilters(_kind, shape, param) {
    const filters: TermFilters = { idSets: [], conditions: [] };
    if (shape.emailLike !== undefined)
      filters.idSets.push(
        sql`SELECT contact_id FROM locations WHERE account_id = ${param('accountId')} AND email ILIKE ${param('emailLike')} ESCAPE '\\'`,
      );
    if (shape.nameLike !== undefined)
      filters.conditions.push(
        sql<SqlBool>`${sql.ref('contacts.search_name')} ILIKE ${param('nameLike')} ESCAPE '\\'`,
      );
    return filters;
  },

  // The planner sorts few matches by itself; the order indexes (nocase(name) COLLATE "C"…) serve the rest.
  matchesOrder: () => undefined,

  jsonTuples: (columns, orderBy) =>
    sql`COALESCE(json_agg(json_build_array(${sql.join(columns.map((c) => sql.ref(c)))}) ORDER BY ${sql.ref(orderBy)}), '[]'::json)`,
};
