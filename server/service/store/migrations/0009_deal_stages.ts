import { sql } from 'kysely';
import { schemaParts, type StoreMigration } from './schemaParts';

/**
 * Deal stages (issue 30): each of the account's statuses is `open`, `won` or `lost` (closed-won,
 * closed-lost), and may be retired (no new moves, no board column; its deals keep it). The
 * classic four keep their meaning: Pending open, Won won, Lost and Failure lost; any other
 * status an account had is open.
 */
export const dealStagesMigration: StoreMigration = {
  name: '0009_deal_stages',
  async up(target) {
    const { db } = target;
    const { run, flag } = schemaParts(target);
    await db.schema
      .alterTable('deal_statuses')
      .addColumn('kind', 'text', (col) =>
        col
          .notNull()
          .defaultTo('open')
          .check(sql`kind IN ('open', 'won', 'lost')`),
      )
      .execute();
    await db.schema
      .alterTable('deal_statuses')
      .addColumn('retired', ...flag('retired'))
      .execute();
    await run(
      `UPDATE deal_statuses SET kind = 'won' WHERE LOWER(name) = 'won'`,
      `UPDATE deal_statuses SET kind = 'lost' WHERE LOWER(name) IN ('lost', 'failure')`,
    );
  },
};
