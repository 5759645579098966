import { describe, expect, it } from 'vitest';
import type { PlannedRow } from '../engine/csvImport/planImport';
import { importWizard, initialWizard, type LoadedCsv, type WizardState } from './importWizard';

const loaded = { fileName: 'a.csv' } as LoadedCsv;
const plan = [] as PlannedRow[];

function through(state: WizardState, ...actions: Parameters<typeof importWizard>[1][]) {
  return actions.reduce(importWizard, state);
}

describe('importWizard', () => {
  it('goes file → mapping → preview → run', () => {
    const state = through(
      initialWizard(null),
      { type: 'fileChosen', file: null, kind: 'people' },
      { type: 'loaded', loaded, mapping: [] },
      { type: 'planned', plan },
      { type: 'started', runId: 'r1' },
    );
    expect(state).toMatchObject({ step: 'run', kind: 'people', runId: 'r1', busy: null });
  });

  it('sends a changed mapping or policy back from the dry run to the mapping', () => {
    const previewed = through(
      initialWizard(null),
      { type: 'loaded', loaded, mapping: [] },
      { type: 'planned', plan },
    );
    expect(importWizard(previewed, { type: 'policyChanged', policy: 'update' })).toMatchObject({
      step: 'mapping',
      plan: null,
      policy: 'update',
    });
    expect(importWizard(previewed, { type: 'mappingChanged', mapping: [] }).step).toBe('mapping');
  });

  it('opens on the run step when an import is running (the page was left and came back to)', () => {
    expect(initialWizard('r2')).toMatchObject({ step: 'run', runId: 'r2' });
  });

  it('keeps the duplicate policy but forgets the file when another is chosen', () => {
    const state = through(
      initialWizard(null),
      { type: 'policyChanged', policy: 'create' },
      { type: 'loaded', loaded, mapping: [] },
      { type: 'fileChosen', file: null, kind: 'deals' },
    );
    expect(state).toMatchObject({ step: 'file', loaded: null, policy: 'create', kind: 'deals' });
  });
});
