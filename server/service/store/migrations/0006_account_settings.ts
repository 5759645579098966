import { sql } from 'kysely';
import { schemaParts, type StoreMigration } from './schemaParts';

/**
 * Account settings (issue 30): a user's role (`administrator` may change the account's users and
 * SuperTags, `member` may not) and whether the user is active (an inactive user's token is
 * refused; their records keep their name). Every account's first user becomes its administrator,
 * as a new account's first user is from now on.
 */
export const accountSettingsMigration: StoreMigration = {
  name: '0006_account_settings',
  async up(target) {
    const { db } = target;
    const { run, pg } = schemaParts(target);
    await db.schema
      .alterTable('users')
      .addColumn('role', 'text', (col) =>
        col
          .notNull()
          .defaultTo('member')
          .check(sql`role IN ('administrator', 'member')`),
      )
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('active', pg ? 'smallint' : 'integer', (col) =>
        col
          .notNull()
          .defaultTo(1)
          .check(sql`active IN (0, 1)`),
      )
      .execute();
    await run(
      `UPDATE users SET role = 'administrator'
         WHERE id IN (SELECT MIN(id) FROM users GROUP BY account_id)`,
    );
  },
};
