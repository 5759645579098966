import { sql, type SqlBool } from 'kysely';
import { isNameColumn, type OrderTerm } from '../../contactOrder';
import { likeContains } from '../../likePattern';
import type { ContactSearchDialect, TermFilters } from '../../sql/contacts/contactSearch';
import { ftsTrigramTokens, usesTrigrams } from './trigramTerms';

/**
 * A sort with unary `+`, never answered from an index: sorting a term's few trigram matches beats
 * walking the order index until a page of them turns up (at 100k companies 4 ms against 20). Tag
 * and state filters often match much of the account: those keep the index walk.
 */
const matchesOrder: OrderTerm = (column) =>
  isNameColumn(column) ? sql`(+${sql.ref(column)}) COLLATE NOCASE` : sql`+${sql.ref(column)}`;

/** A person is searched by "first last" (the text migration 2 indexes), a company by its name. */
const searchedName = (kind: 'person' | 'company') =>
  kind === 'person'
    ? sql`(${sql.ref('contacts.first_name')} || ' ' || ${sql.ref('contacts.last_name')})`
    : sql.ref('contacts.name');

/**
 * Terms of 3+ characters go through the FTS5 trigram tables of migration 2: the AND of the term's
 * de-duplicated trigram tokens (at most MAX_TRIGRAM_TOKENS, `trigramTerms.ts`) finds candidates,
 * `contains_folded` keeps those holding the whole term, folded as the index folds. (One phrase of
 * every trigram made a 15,000-character term cost a minute at 10,000 names.) Shorter terms match
 * most records anyway, so checking contacts in id order with LIKE stops after one page.
 */
export const SQLITE_CONTACT_SEARCH: ContactSearchDialect = {
  termParams(field, term) {
    if (usesTrigrams(term)) {
      const match = ftsTrigramTokens(term).join(' AND ');
      return field === 'name'
        ? { nameMatch: match, nameFolded: term }
        : { emailMatch: match, emailFolded: term };
    }
    return field === 'name' ? { nameLike: likeContains(term) } : { emailLike: likeContains(term) };
  },

  termFilters(kind, shape, param) {
    const filters: TermFilters = { idSets: [], conditions: [] };
    if (shape.nameMatch !== undefined)
      filters.idSets.push(
        sql`SELECT rowid FROM contact_name_search WHERE contact_name_search MATCH ${param('nameMatch')}`,
      );
    if (shape.nameFolded !== undefined)
      filters.conditions.push(
        sql<SqlBool>`contains_folded(${searchedName(kind)}, ${param('nameFolded')})`,
      );
    if (shape.emailMatch !== undefined)
      filters.idSets.push(
        sql`SELECT contact_id FROM locations WHERE id IN (SELECT rowid FROM location_email_search WHERE location_email_search MATCH ${param('emailMatch')}) AND contains_folded(email, ${param('emailFolded')})`,
      );
    if (shape.nameLike !== undefined)
      filters.conditions.push(
        sql<SqlBool>`${searchedName(kind)} LIKE ${param('nameLike')} ESCAPE '\\'`,
      );
    if (shape.emailLike !== undefined)
      filters.conditions.push(
        sql<SqlBool>`EXISTS (SELECT 1 FROM locations WHERE locations.contact_id = ${sql.ref('contacts.id')} AND locations.email LIKE ${param('emailLike')} ESCAPE '\\')`,
      );
    return filters;
  },

  matchesOrder: (shape) =>
    shape.nameMatch !== undefined || shape.emailMatch !== undefined ? matchesOrder : undefined,

  jsonTuples: (columns, orderBy) =>
    sql`json_group_array(json_array(${sql.join(columns.map((c) => sql.ref(c)))}) ORDER BY ${sql.ref(orderBy)})`,
};
