import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '#i18n/switchLanguage';
import { ApiError, httpApiError } from '../api/client/apiError';
import { errorMessage } from './errorMessage';
import { dateInputProblem } from './dateInputs';
import { lengthCounter } from './fieldLimits';
import { formatRelative } from './activityText';

afterEach(async () => {
  await switchLanguage('en');
});

describe('the console’s own error words in the chosen language', () => {
  it('says in German what a status without an error document means, and keeps the service’s text', async () => {
    await switchLanguage('de');
    expect(errorMessage(httpApiError(404, '<html>gateway</html>', null))).toBe(
      'Der Datensatz wurde nicht gefunden (vielleicht wurde er gelöscht)',
    );
    expect(errorMessage(httpApiError(429, '', '30'))).toBe(
      'Zu viele Versuche: Versuchen Sie es in 30 Sekunden erneut',
    );
    expect(errorMessage(new ApiError('network', ['x'], null))).toMatch(/nicht erreichbar/);
    const fromService = '<errors><error>Name can&apos;t be blank</error></errors>';
    expect(errorMessage(httpApiError(422, fromService, null))).toBe("Name can't be blank");
    expect(errorMessage(null)).toBe(
      'Etwas ist schiefgegangen. Versuchen Sie es gleich noch einmal.',
    );
  });

  it('keeps the English words in English', () => {
    expect(errorMessage(httpApiError(404, '', null))).toBe(
      'The record was not found (it may have been deleted)',
    );
    expect(errorMessage(httpApiError(599, '', null))).toBe('The CRM service failed (status 599)');
  });

  it('counts, dates and relative times follow the language', async () => {
    await switchLanguage('de');
    expect(lengthCounter('x'.repeat(60_000), 65_536)).toBe('60.000 / 65.536 Zeichen');
    expect(dateInputProblem('1899-01-01', false)).toBe(
      'Geben Sie ein Jahr von 1900 bis 2200 ein (nicht 1899)',
    );
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(formatRelative('2026-11-27T12:00:00Z', now)).toBe('gestern');
  });
});
