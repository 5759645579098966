import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '#i18n/switchLanguage';
import { activityDescription } from './activityText';

describe('activityDescription', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it("shows the service's creation and deletion wording in German", async () => {
    await switchLanguage('de');
    expect(
      activityDescription({
        kind: 'created',
        recordType: 'Company',
        description: 'Company created',
      }),
    ).toBe('Firma angelegt');
    expect(
      activityDescription({ kind: 'deleted', recordType: 'Todo', description: 'To-do deleted' }),
    ).toBe('Aufgabe gelöscht');
  });

  it('keeps English as the service wrote it, and any other wording as it comes', async () => {
    expect(
      activityDescription({ kind: 'created', recordType: 'Person', description: 'Person created' }),
    ).toBe('Person created');
    await switchLanguage('de');
    expect(
      activityDescription({ kind: 'created', recordType: 'Deal', description: 'Deal opened' }),
    ).toBe('Deal opened');
    expect(
      activityDescription({ kind: 'updated', recordType: 'Deal', description: 'Colour changed' }),
    ).toBe('Colour changed');
  });

  it("words the service's update descriptions in German from the fields they name", async () => {
    const update = (description: string) =>
      activityDescription({ kind: 'updated', recordType: 'Deal', description });
    expect(update('Deal with id, status and amount changed')).toBe(
      'Deal with id, status and amount changed',
    );
    await switchLanguage('de');
    expect(update('Name changed')).toBe('Name geändert');
    expect(update('Deal with id, status and amount changed')).toBe(
      'Deal mit, Status und Betrag geändert',
    );
    expect(update('Assigned to id and due date changed')).toBe(
      'Zuständig und Fälligkeitsdatum geändert',
    );
  });

  it("words the service's descriptions of a record's parts in German, English as written", async () => {
    const entry = (kind: string, description: string) =>
      activityDescription({ kind, recordType: 'Company', description });
    expect(entry('location_added', 'Location Office added')).toBe('Location Office added');
    await switchLanguage('de');
    expect(entry('location_added', 'Location Office added')).toBe(
      'Kontaktangabe Office hinzugefügt',
    );
    expect(entry('untagged', 'Tag vip list removed')).toBe('Tag vip list entfernt');
    expect(entry('super_tag_set', 'SuperTag Region changed')).toBe('SuperTag Region geändert');
    expect(entry('commented', 'Comment added')).toBe('Kommentar hinzugefügt');
    expect(entry('updated', 'Deal won')).toBe('Deal jetzt: Gewonnen');
    expect(entry('updated', 'Deal Qualified')).toBe('Deal jetzt: Qualified');
    expect(entry('tagged', 'Etikett angebracht')).toBe('Etikett angebracht');
  });
});
