import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { holdBack, partCommitted } from './takeOverSteps';

interface HydrateLaterProps {
  /** What to take over later. */
  children: ReactNode;
  /**
   * What shows while something inside waits for its code or messages in a page the browser
   * renders (this is a suspense boundary, the nearest one for what it holds). None by default:
   * the part keeps its place empty for the moment.
   */
  fallback?: ReactNode;
}

/**
 * A part of a drawn screen taken over in a task after the first render's (takeOverSteps.ts), so
 * that no task of the take-over runs long. The server marks a suspense boundary's range in the
 * drawn page, so the part may draw any number of elements. Anywhere else (the server, a page the
 * browser renders itself, any render after the take-over) it renders its children as they are.
 */
export function HydrateLater({ children, fallback = null }: HydrateLaterProps) {
  return (
    <Suspense fallback={fallback}>
      <HeldPart>{children}</HeldPart>
    </Suspense>
  );
}

function HeldPart({ children }: { children: ReactNode }) {
  useLayoutEffect(partCommitted, []);
  const held = holdBack();
  // Suspending is throwing the promise to wait on: that is the protocol of Suspense (and
  // Preact's hydration keeps the drawn elements of a component suspended so), not an error.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (held !== null) throw held;
  return children;
}
