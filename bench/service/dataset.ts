import BetterSqlite3 from 'better-sqlite3';
import { hashToken } from '../../server/service/auth/token';
import { createSqliteStore } from '../../server/service/store/openStore';
import { BENCH_TOKEN } from './api';
import { SUPER_TAG } from './richCompanies';

/**
 * A fresh SQLite file with one account and the bench user (whose token the load sends), and the
 * SuperTag the rich companies use (SuperTags cannot be defined through the API). Returns the
 * account id and what could not be set up.
 */
export async function prepareDatabase(
  file: string,
): Promise<{ accountId: number; problems: string[] }> {
  const store = await createSqliteStore(file);
  const problems: string[] = [];
  try {
    const accountId = await store.accounts.createAccount('Bench account');
    await store.accounts.createUser(
      accountId,
      { name: 'Bench User', email: 'bench@example.com' },
      hashToken(BENCH_TOKEN),
    );
    const defined = await store.tags.defineSuperTag(accountId, {
      name: SUPER_TAG.name,
      fields: SUPER_TAG.fields.map((name) => ({ name, type: 'Text', options: [], text: '' })),
    });
    if (defined.status !== 'ok')
      problems.push(
        `SuperTag definition: ${'problems' in defined ? defined.problems.map((p) => p.message).join('; ') : defined.status}`,
      );
    return { accountId, problems };
  } finally {
    await store.close();
  }
}

const ADJECTIVES = [
  'Blue',
  'Cedar',
  'Northern',
  'Silver',
  'Granite',
  'Harbor',
  'Summit',
  'Prairie',
  'Coastal',
  'Golden',
  'Iron',
  'Maple',
  'Pioneer',
  'Quantum',
  'Red',
  'Royal',
  'Sunrise',
  'United',
  'Vertex',
  'Western',
];
const NOUNS = [
  'Bridge',
  'Canyon',
  'Delta',
  'Falcon',
  'Forge',
  'Grove',
  'Horizon',
  'Lake',
  'Meadow',
  'Mountain',
  'Oak',
  'Orbit',
  'Peak',
  'Pine',
  'River',
  'Rock',
  'Stone',
  'Valley',
  'Willow',
  'Wolf',
];
const KINDS = [
  'Logistics',
  'Software',
  'Foods',
  'Labs',
  'Partners',
  'Holdings',
  'Systems',
  'Media',
  'Consulting',
  'Energy',
  'Health',
  'Motors',
];
const STATES = [
  'AL',
  'AK',
  'AZ',
  'CA',
  'CO',
  'CT',
  'FL',
  'GA',
  'IL',
  'MA',
  'MI',
  'MN',
  'NC',
  'NJ',
  'NY',
  'OH',
  'OR',
  'PA',
  'RI',
  'TX',
  'VA',
  'WA',
];

/** The generated company number `n`: a deterministic name, e-mail domain and state. */
export function syntheticCompany(n: number): { name: string; domain: string; state: string } {
  // Multipliers coprime to the list lengths spread neighbouring numbers over different words.
  const adjective = ADJECTIVES[(n * 7) % ADJECTIVES.length]!;
  const noun = NOUNS[(n * 13) % NOUNS.length]!;
  const kind = KINDS[(n * 5) % KINDS.length]!;
  return {
    name: `${adjective} ${noun} ${kind} ${n}`,
    domain: `${adjective}${noun}${n}`.toLowerCase(),
    state: STATES[n % STATES.length]!,
  };
}

/**
 * Companies `from`..`to` (inclusive), each with one location, inserted straight through SQL in
 * one transaction (the search indexes follow through their triggers, as they do for API writes).
 */
export function bulkInsertCompanies(
  file: string,
  accountId: number,
  from: number,
  to: number,
): void {
  const db = new BetterSqlite3(file);
  try {
    db.pragma('foreign_keys = ON');
    const base = Date.UTC(2024, 0, 1);
    const company = db.prepare(
      `INSERT INTO contacts (account_id, kind, name, notes, created_at, updated_at) VALUES (?, 'company', ?, '', ?, ?)`,
    );
    const location = db.prepare(
      `INSERT INTO locations (account_id, contact_id, label, is_primary, email, phone, city, state, country) VALUES (?, ?, 'work', 1, ?, '(401) 555-0100', 'Springfield', ?, 'US')`,
    );
    db.transaction(() => {
      for (let n = from; n <= to; n++) {
        const { name, domain, state } = syntheticCompany(n);
        const at = base + n * 60_000;
        const id = company.run(accountId, name, at, at).lastInsertRowid;
        location.run(accountId, id, `info@${domain}.example`, state);
      }
    })();
  } finally {
    db.close();
  }
}

/** The generated deal number `n`: a title no other generated deal's title contains. */
export function syntheticDealTitle(n: number): string {
  return `${syntheticCompany(n).name} renewal`;
}

/**
 * Deals `from`..`to` (inclusive), inserted straight through SQL in one transaction (the title
 * search index follows through its triggers, as it does for API writes).
 */
export function bulkInsertDeals(file: string, accountId: number, from: number, to: number): void {
  const db = new BetterSqlite3(file);
  try {
    db.pragma('foreign_keys = ON');
    const base = Date.UTC(2024, 0, 1);
    const deal = db.prepare(
      `INSERT INTO deals (account_id, title, description, status, amount_cents, created_at, updated_at) VALUES (?, ?, '', 'pending', 0, ?, ?)`,
    );
    db.transaction(() => {
      for (let n = from; n <= to; n++) {
        const at = base + n * 60_000;
        deal.run(accountId, syntheticDealTitle(n), at, at);
      }
    })();
  } finally {
    db.close();
  }
}

/**
 * Activities `from`…`to` of the account, written straight into the table (the API would take
 * hours for a million): one a minute from 2024 on, a company's creation or a deal's status
 * change, as the stores write them.
 */
export function bulkInsertActivities(
  file: string,
  accountId: number,
  from: number,
  to: number,
): void {
  const db = new BetterSqlite3(file);
  try {
    const base = Date.UTC(2024, 0, 1);
    const row = db.prepare(
      `INSERT INTO activities (account_id, user_id, user_name, record_kind, record_id, record_name, kind, description, changes, created_at)
       VALUES (?, NULL, 'Bench User', ?, ?, ?, ?, ?, ?, ?)`,
    );
    db.transaction(() => {
      for (let n = from; n <= to; n++) {
        const at = base + n * 60_000;
        if (n % 2 === 0)
          row.run(
            accountId,
            'company',
            n,
            syntheticCompany(n).name,
            'created',
            'Company created',
            '[]',
            at,
          );
        else
          row.run(
            accountId,
            'deal',
            n,
            syntheticDealTitle(n),
            'updated',
            'Deal won',
            '[{"field":"status","old":"pending","new":"won"}]',
            at,
          );
      }
    })();
  } finally {
    db.close();
  }
}
