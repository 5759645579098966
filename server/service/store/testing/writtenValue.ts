import type { WriteResult } from '../writeResult';

/** What an `ok` write gave; any refusal fails the test, showing the whole result. */
export function writtenValue<T>(result: WriteResult<T>): T {
  if (result.status !== 'ok')
    throw new Error(`The store refused the write: ${JSON.stringify(result)}`);
  return result.value;
}
