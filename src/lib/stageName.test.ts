import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '#i18n/switchLanguage';
import { stageName, stageNameList } from './stageName';

describe('stage names as the reader sees them', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('keeps English exactly as the account stores it', () => {
    expect(['Pending', 'pending', 'Won', 'Failure', 'Qualified'].map(stageName)).toEqual([
      'Pending',
      'pending',
      'Won',
      'Failure',
      'Qualified',
    ]);
    expect(stageNameList(['Lost', 'Failure'])).toBe('Lost and Failure');
  });

  it('names the classic four in German, whatever their case, and leaves the account’s own names', async () => {
    await switchLanguage('de');
    expect(['Pending', 'won', 'LOST', 'Failure'].map(stageName)).toEqual([
      'Offen',
      'Gewonnen',
      'Verloren',
      'Gescheitert',
    ]);
    expect(stageName('Qualified')).toBe('Qualified');
    expect(stageName('Won back')).toBe('Won back');
    expect(stageNameList(['Lost', 'Failure', 'Churned'])).toBe('Verloren, Gescheitert und Churned');
  });
});
