import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

// axe-core's source is injected as a script (the @axe-core/playwright wrapper needs Node 22).
const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Finite animations still running: endless ones (an indeterminate progress bar) never finish. */
const runningAnimations = (page: Page) =>
  page.evaluate(
    () =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
        .length,
  );

/**
 * Runs axe on the page once its animations have finished (a dialog or toast still fading in is half
 * transparent, and axe would measure its contrast then); returns the serious and critical violations.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  await expect.poll(() => runningAnimations(page)).toBe(0);
  await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } })
      .axe;
    return axe.run(document);
  });
  return results.violations
    .filter(
      (violation: Result) => violation.impact === 'serious' || violation.impact === 'critical',
    )
    .map((violation: Result) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      // Target and axe's own explanation (for contrast: the measured colours and ratio).
      targets: violation.nodes.map(
        (node) =>
          `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`,
      ),
    }));
}

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}
