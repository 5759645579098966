import type { Scope } from '../store/scope';
import type { Store } from '../store/store';
import type { DemoCity } from './demoPlaces';
import type { Random } from './prng';
import type { WriteResult } from '../store/writeResult';

export interface DemoUser {
  id: number;
  name: string;
  email: string;
  /** Acting as this user (comments are written by `scope.userId`). */
  scope: Scope;
}

export interface SeededCompany {
  id: number;
  name: string;
  industry: string;
  /** E-mail domain of the company's staff. */
  domain: string;
  city: DemoCity;
}

export interface SeededPerson {
  id: number;
  firstName: string;
  lastName: string;
  company: SeededCompany;
}

/** A to-do, communication or deal created by the demo, and the company it is about (to link them up). */
export interface SeededActivity {
  id: number;
  companyId: number;
}

/** Everything the demo steps share: the store, the account's users, and what earlier steps created. */
export interface SeedContext {
  store: Store;
  accountId: number;
  random: Random;
  now: Date;
  /** The account's first (admin) user first, then the demo colleagues. */
  users: DemoUser[];
  companies: SeededCompany[];
  people: SeededPerson[];
  todos: SeededActivity[];
  communications: SeededActivity[];
  deals: SeededActivity[];
}

export const adminScope = (ctx: SeedContext): Scope => ctx.users[0]!.scope;

/** Turns a failed store write into an error that says which demo record it was. */
export function seedFailure(what: string, outcome: string): Error {
  return new Error(`Loading the demo data failed: ${what} (${outcome})`);
}

/** A store write's value; a refusal fails the seeding, naming what was being written. */
export function seedWritten<T>(result: WriteResult<T>, what: string): T {
  if (result.status === 'ok') return result.value;
  const problems =
    'problems' in result ? `: ${result.problems.map((p) => p.message).join('; ')}` : '';
  throw seedFailure(what, `${result.status}${problems}`);
}
