import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

// axe-core's source is injected as a script (the @axe-core/playwright wrapper needs Node 22).
const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe on the page as it is now; returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
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
