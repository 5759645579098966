import { CompiledQuery, type Compilable } from 'kysely';
import type { Executor } from './dialect/executor';

/** Stands for the parameter `name` while a query is built; typed as the value it replaces. */
export type Param = <T>(name: string) => T;

const MARK = '\u0000param:';

type Slot = { name: string } | { value: unknown };

/**
 * Runs a compiled query at once and answers its rows, or undefined when it cannot right now (the
 * query then takes Kysely's path). SQLite registers its executors: its statements are synchronous.
 */
export type DirectRun = (compiled: CompiledQuery) => unknown[] | undefined;

/** The `DirectRun` of each executor that has one. */
export const directRuns = new WeakMap<Executor, DirectRun>();

/**
 * A query built and compiled by Kysely once (about 40 µs), then run many times with new values (a
 * prepared SQLite statement: about 1 µs), for the read paths every request takes. `param(name)`
 * marks a value filled by name from those given to `all`/`get`; other parameters stay constant.
 */
export class Precompiled<P extends Record<string, unknown>, R> {
  private readonly compiled: CompiledQuery<R>;
  private readonly slots: Slot[];

  constructor(build: (param: Param) => Compilable<R>) {
    const marker: Param = <T>(name: string) => `${MARK}${name}` as unknown as T;
    this.compiled = build(marker).compile();
    // The PostgreSQL store's plugin strips NUL from every string parameter, markers included:
    // recognise a marker by its name whether or not its leading NUL survived.
    const bare = MARK.slice(1);
    this.slots = this.compiled.parameters.map((value) => {
      if (typeof value === 'string' && (value.startsWith(MARK) || value.startsWith(bare)))
        return { name: value.slice(value.indexOf(':') + 1) };
      return { value };
    });
  }

  /** The query with `params` filled in (tests EXPLAIN it to pin the index a hot read walks). */
  withValues(params: P): CompiledQuery<R> {
    const parameters = this.slots.map((slot) => {
      if ('value' in slot) return slot.value;
      const value = params[slot.name];
      if (value === undefined)
        throw new Error(`Precompiled query: no value for parameter ${slot.name}`);
      return value;
    });
    return { ...this.compiled, parameters };
  }

  async all(executor: Executor, params: P): Promise<R[]> {
    const compiled = this.withValues(params);
    const direct = directRuns.get(executor)?.(compiled);
    return direct !== undefined ? (direct as R[]) : (await executor.executeQuery(compiled)).rows;
  }

  async get(executor: Executor, params: P): Promise<R | undefined> {
    return (await this.all(executor, params))[0];
  }
}
