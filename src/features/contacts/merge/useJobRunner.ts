import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#api/client/ApiClientProvider';
import { invalidateAfterRestore } from '../invalidateAfterRestore';
import { namesOf } from './describeStep';
import type { MergeJob } from './mergeJob';
import { runJob } from './runJob';
import { saveProgress } from './jobStore';

/**
 * A kept job and a way to run it on: each step's progress is written to the browser before the
 * next, and the screen shows it as it goes. Once a run ends, the lists the job touched are read
 * again.
 */
export function useJobRunner(initial: MergeJob) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [job, setJob] = useState(initial);
  const [running, setRunning] = useState(false);
  const busy = useRef(false);

  const run = useCallback(
    async (start: MergeJob) => {
      if (busy.current) return start;
      busy.current = true;
      setRunning(true);
      try {
        const ended = await runJob(client, start, {
          names: namesOf(start.snapshot),
          save: (current) => {
            saveProgress(current);
            setJob({ ...current });
          },
        });
        return ended;
      } finally {
        busy.current = false;
        setRunning(false);
        await invalidateAfterRestore(queryClient, start.collection);
      }
    },
    [client, queryClient],
  );

  return { job, setJob, running, run };
}
