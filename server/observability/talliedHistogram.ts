import { Histogram, type Registry } from 'prom-client';
import type { RequestTallies } from './requestTallies';

type Labels = 'route' | 'method';
type Exported = Awaited<ReturnType<Histogram<Labels>['get']>>;

/** What prom-client's registry reads of a metric (as its own histogram answers at runtime). */
interface Snapshot {
  name: string;
  help: string;
  type: 'histogram';
  values: SnapshotValue[];
  aggregator: 'sum';
}
interface SnapshotValue {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
  /** A bucket's exemplar: none (prom-client's own histogram answers null without exemplars). */
  exemplar?: null;
}

/**
 * A prom-client histogram by route template and method whose figures are read from the request
 * tallies when `/metrics` is scraped, not observed one by one (see requestTallies.ts for why).
 * prom-client still checks the name, labels and buckets, and its registry formats the values:
 * the text is the same as its own histogram's (`_bucket` lines with `le` first, `_sum`, `_count`).
 */
export class TalliedHistogram extends Histogram<Labels> {
  private readonly metricName: string;
  private readonly metricHelp: string;

  constructor(
    config: { name: string; help: string; registers: Registry[] },
    private readonly tallies: RequestTallies,
  ) {
    super({ ...config, labelNames: ['route', 'method'], buckets: [...tallies.bounds] });
    this.metricName = config.name;
    this.metricHelp = config.help;
  }

  /** What prom-client's registry reads of a histogram for the text format (it prefers this to get()). */
  getForPromString(): Promise<Snapshot> {
    return Promise.resolve(this.snapshot());
  }

  override get(): Promise<Exported> {
    // prom-client's typings declare `type` as a numeric enum and require `collect`; at runtime
    // its own histogram answers the string 'histogram' and no collect, as the snapshot does.
    return Promise.resolve(this.snapshot() as unknown as Exported);
  }

  private snapshot(): Snapshot {
    const name = this.metricName;
    const values: SnapshotValue[] = [];
    for (const tally of this.tallies.all()) {
      const shared = { route: tally.route, method: tally.method };
      let cumulative = 0;
      this.tallies.bounds.forEach((bound, i) => {
        cumulative += tally.inBucket[i] ?? 0;
        const labels = { le: bound, ...shared };
        values.push({ metricName: `${name}_bucket`, labels, value: cumulative, exemplar: null });
      });
      const infinity = { le: '+Inf', ...shared };
      values.push(
        { metricName: `${name}_bucket`, labels: infinity, value: tally.count, exemplar: null },
        { metricName: `${name}_sum`, labels: shared, value: tally.sum },
        { metricName: `${name}_count`, labels: shared, value: tally.count },
      );
    }
    return { name, help: this.metricHelp, type: 'histogram', values, aggregator: 'sum' };
  }

  override reset(): void {
    // prom-client's constructor calls reset() too, before this class has set its tallies.
    (this.tallies as RequestTallies | undefined)?.clear();
  }
}
