/**
 * Taking over a drawn screen in steps (issue 31: no task over 100 ms at normal CPU).
 *
 * Hydrating a screen the proxy drew is one synchronous render of the whole page: 100–200 ms at
 * normal CPU for a list of fifty rows and the shell, during which the page takes no input. Parts
 * marked with `HydrateLater` (table rows, a record page's panels, a board's columns) are held
 * back from that render: each stays as drawn, and is taken over in a later task, as many per task
 * as fit in `TASK_BUDGET_MS`. The page looks the same throughout (the drawn elements are kept);
 * it becomes usable once the last part is in (`takeOverInSteps` resolves).
 *
 * A part is held back by suspending (Preact keeps a suspended component's drawn element while
 * hydrating and resumes on it). It suspends only while `holding`: during the first render and
 * while a released part renders (so a part inside a part is held back again, to its own turn);
 * never on the server, in a page the browser rendered itself, or after the take-over.
 */

/** Time one task may spend taking parts over before it yields to the browser, ms. */
export const TASK_BUDGET_MS = 30;

interface Part {
  release: () => void;
}

let holding = false;
/** A part was released and has not rendered yet. */
let releasing = false;
const waiting: Part[] = [];
/** Resolves when a part that was released has committed (see `partCommitted`). */
let committed: (() => void) | null = null;

/**
 * The promise a part throws to be held back, or null when it renders at once. Called while the
 * part renders; each call while holding is a new part in the queue.
 */
export function holdBack(): Promise<void> | null {
  if (!holding) return null;
  // The part just released renders first (its Suspense re-renders it); parts inside it wait.
  if (releasing) {
    releasing = false;
    return null;
  }
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  waiting.push({ release });
  return promise;
}

/** A part's first commit (its layout effect): the one released last is in. */
export function partCommitted(): void {
  committed?.();
}

/** A task of its own: after the browser has had its turn (input, paint). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `hydrate` (a synchronous first render) with parts held back, then takes the held parts
 * over in later tasks. Resolves when every part is in, including parts found inside parts.
 */
export async function takeOverInSteps(hydrate: () => void): Promise<void> {
  holding = true;
  try {
    hydrate();
  } finally {
    holding = false;
  }
  let taskStart = -Infinity;
  while (waiting.length > 0) {
    if (performance.now() - taskStart >= TASK_BUDGET_MS) {
      await nextTask();
      taskStart = performance.now();
    }
    const part = waiting.shift() as Part;
    const rendered = new Promise<'rendered'>((resolve) => (committed = () => resolve('rendered')));
    holding = true;
    releasing = true;
    part.release();
    // The part renders in this task's microtasks and reports its commit; a part that failed to
    // render (or was unmounted meanwhile) reports nothing, and the next task goes on without it.
    const outcome = await Promise.race([rendered, nextTask().then(() => 'next task' as const)]);
    if (outcome === 'next task') taskStart = performance.now();
    holding = false;
    releasing = false;
    committed = null;
  }
}
