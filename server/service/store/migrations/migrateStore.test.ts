import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/token';
import { loadDemoData } from '../../seed/loadDemoData';
import { testBackend } from '../../testing/testStore';
import { assembleStore } from '../assembleStore';
import type { StoreDb } from '../dialect/database';
import { PostgresStoreDb } from '../dialect/postgres';
import { SqliteStoreDb } from '../dialect/sqlite';
import { testDatabaseUrl, acquireTestSchema } from '../testing/testSchema';
import { activitiesMigration } from './0005_activities';
import { accountSettingsMigration } from './0006_account_settings';
import { dealStagesMigration } from './0009_deal_stages';
import { MIGRATIONS } from './index';
import { appliedMigrations, migrateStore, migrationSchema } from './migrateStore';
import { buildLegacyPostgres, buildLegacySqlite } from './testing/legacyDatabase';
import { LEGACY_POSTGRES_MIGRATIONS } from './testing/legacyPostgresMigrations';
import { LEGACY_SQLITE_MIGRATIONS } from './testing/legacySqliteMigrations';
import { postgresSchema, sqliteSchema } from './testing/schemaSnapshot';
import { storeSnapshot } from './testing/storeSnapshot';
import { writtenValue } from '../testing/writtenValue';

/** A place for one database on the selected backend: a SQLite file, or a PostgreSQL schema. */
interface Place {
  open(): StoreDb;
  buildLegacy(version?: number): Promise<void>;
}

const backend = testBackend();
const LEGACY_VERSIONS =
  backend === 'sqlite' ? LEGACY_SQLITE_MIGRATIONS.length : LEGACY_POSTGRES_MIGRATIONS.length;
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function newPlace(): Promise<Place> {
  if (backend === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'crm-migrations-'));
    cleanups.push(() => Promise.resolve(rmSync(dir, { recursive: true, force: true })));
    const file = join(dir, 'crm.sqlite');
    return {
      open: () => new SqliteStoreDb(file),
      buildLegacy: (version) => Promise.resolve(buildLegacySqlite(file, version)),
    };
  }
  const schema = await acquireTestSchema(testDatabaseUrl()!);
  cleanups.push(() => schema.drop());
  return {
    open: () => new PostgresStoreDb({ connectionString: schema.url, maxConnections: 2 }),
    buildLegacy: (version) => buildLegacyPostgres(schema.url, version),
  };
}

async function withDb<T>(place: Place, fn: (db: StoreDb) => Promise<T>): Promise<T> {
  const db = place.open();
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

const schemaOf = (db: StoreDb) =>
  db.kind === 'sqlite' ? sqliteSchema(db.kysely) : postgresSchema(db.kysely);
const names = MIGRATIONS.map((m) => m.name);

describe(`the migrations on ${backend}`, () => {
  it(
    'build exactly the schema the legacy migrations built, and run once',
    { timeout: 60_000 },
    async () => {
      const legacy = await newPlace();
      await legacy.buildLegacy();
      const fresh = await newPlace();
      // The legacy history ends at 0004: a legacy database brought up to date is the reference.
      const expected = await withDb(legacy, async (db) => {
        await migrateStore(db);
        return schemaOf(db);
      });
      await withDb(fresh, async (db) => {
        await migrateStore(db);
        await migrateStore(db);
        expect(await appliedMigrations(db.kysely, await migrationSchema(db))).toEqual(names);
        expect(await schemaOf(db)).toEqual(expected);
      });
    },
  );

  it(
    'adopt a legacy database at every version and bring it to the same schema',
    { timeout: 120_000 },
    async () => {
      const reference = await newPlace();
      await reference.buildLegacy();
      const expected = await withDb(reference, async (db) => {
        await migrateStore(db);
        return schemaOf(db);
      });
      for (let version = 1; version <= LEGACY_VERSIONS; version++) {
        const place = await newPlace();
        await place.buildLegacy(version);
        await withDb(place, async (db) => {
          await migrateStore(db);
          expect(
            await appliedMigrations(db.kysely, await migrationSchema(db)),
            `legacy version ${version}`,
          ).toEqual(names);
          expect(await schemaOf(db), `legacy version ${version}`).toEqual(expected);
        });
      }
    },
  );

  it(
    'upgrade a legacy database with the demo data in place: every record reads back unchanged, and new writes work',
    { timeout: 120_000 },
    async () => {
      const place = await newPlace();
      await place.buildLegacy();
      // The store on the legacy schema as it is (not migrated): what the program before this
      // history wrote and read.
      // Today's store logs every write in `activities` (migration 0005, after the legacy
      // history): what 0005 creates is there while the demo data is written and goes before the
      // upgrade, which leaves exactly the legacy schema with legacy data.
      const legacyDb = place.open();
      await activitiesMigration.up({ db: legacyDb.kysely, kind: legacyDb.kind });
      // Likewise 0006's user columns (role, active), dropped again before the upgrade.
      await accountSettingsMigration.up({ db: legacyDb.kysely, kind: legacyDb.kind });
      // And 0009's stage columns (kind, retired).
      await dealStagesMigration.up({ db: legacyDb.kysely, kind: legacyDb.kind });
      const legacyStore = assembleStore(legacyDb);
      const accountId = await legacyStore.accounts.createAccount('Demo');
      const adminUserId = writtenValue(
        await legacyStore.accounts.createUser(
          accountId,
          { name: 'Ada Admin', email: 'ada@example.com' },
          hashToken('ada'),
        ),
      );
      const counts = await loadDemoData(legacyStore, {
        accountId,
        adminUserId,
        now: new Date('2024-05-01T12:00:00Z'),
      });
      expect(counts.companies).toBeGreaterThan(0);
      const before = await storeSnapshot(legacyStore);
      await legacyDb.kysely.schema.dropTable('activities').execute();
      await legacyDb.kysely.schema.dropIndex('comments_by_account').execute();
      await legacyDb.kysely.schema.alterTable('users').dropColumn('role').execute();
      await legacyDb.kysely.schema.alterTable('users').dropColumn('active').execute();
      await legacyDb.kysely.schema.alterTable('deal_statuses').dropColumn('kind').execute();
      await legacyDb.kysely.schema.alterTable('deal_statuses').dropColumn('retired').execute();
      await legacyStore.close();

      await withDb(place, async (db) => {
        await migrateStore(db);
        const store = assembleStore(db);
        expect(await storeSnapshot(store)).toEqual(before);
        expect(await store.accounts.authenticate(hashToken('ada'))).toMatchObject({
          accountId,
          userId: adminUserId,
        });
        const scope = { accountId, userId: adminUserId };
        const id = writtenValue(
          await store.contacts.createCompany(scope, { name: 'Zyxwvu Upgraded Holdings' }),
        );
        const found = await store.contacts.listCompanies(
          scope,
          { name: 'wvu upgr' },
          { offset: 0, limit: 10 },
        );
        expect(found.map((c) => c.id)).toEqual([id]);
        const dealTitle = (before as { deals: { title: string }[] }[])[0]!.deals[0]!.title;
        const deals = await store.deals.searchDeals(
          scope,
          { title: dealTitle.slice(1, 6) },
          { offset: 0, limit: 100 },
        );
        expect(deals.map((d) => d.title)).toContain(dealTitle);
      });
    },
  );

  it('refuse a database newer than the program', async () => {
    const legacy = await newPlace();
    await legacy.buildLegacy();
    await withDb(legacy, async (db) => {
      await migrateStore(db);
      const future = { name: '9999_from_the_future', up: () => Promise.resolve() };
      await migrateStore(db, [...MIGRATIONS, future]);
      await expect(migrateStore(db)).rejects.toThrow(
        /newer than this program knows .*upgrade the program/,
      );
    });
  });

  it('refuse a legacy database newer than the legacy history', async () => {
    const place = await newPlace();
    await place.buildLegacy();
    await withDb(place, async (db) => {
      if (db instanceof SqliteStoreDb) db.raw.pragma(`user_version = ${LEGACY_VERSIONS + 1}`);
      else
        await sql`INSERT INTO schema_migrations VALUES (${LEGACY_VERSIONS + 1}, 0)`.execute(
          db.kysely,
        );
      await expect(migrateStore(db)).rejects.toThrow(
        /version \d+ is newer than this program knows/,
      );
    });
  });
});
