import { parentPort, workerData } from 'node:worker_threads';
import { Bystander, type BystanderWay } from './bystander';
import type { FromBystander, ToBystander } from './bystanderThread';

/** The bystander's own thread (bystanderThread.ts): one command at a time, answered in turn. */
const port = parentPort;
if (port === null) throw new Error('bystanderWorker.ts runs only as a worker thread');
const { way, timeoutMs } = workerData as { way: BystanderWay; timeoutMs: number };
const bystander = new Bystander(way, timeoutMs);

port.on('message', (command: ToBystander) => {
  const answer = async (): Promise<FromBystander> => {
    switch (command.kind) {
      case 'trickle':
        return {
          kind: 'phase',
          phase: await bystander.trickle(AbortSignal.timeout(command.ms)),
          created: bystander.created.length,
        };
      case 'unreadable':
        return {
          kind: 'unreadable',
          missing: await bystander.unreadable(performance.now() + command.ms),
        };
      case 'close':
        bystander.close();
        return { kind: 'closed' };
    }
  };
  void answer().then((message) => {
    port.postMessage(message);
    if (message.kind === 'closed') port.close();
  });
});
