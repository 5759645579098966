import { describe, expect, it } from 'vitest';
import type { SuperTagDefinition } from '#xml/superTag';
import {
  KIND_FIELDS,
  matchHeaders,
  normaliseHeader,
  spellingsOf,
  targetFromValue,
  targetValue,
  type ColumnTarget,
  type ImportKind,
} from './importFields';

const keys = (targets: ColumnTarget[]) => targets.map((t) => (t.kind === 'field' ? t.key : t.kind));

const profile: SuperTagDefinition = {
  name: 'Customer profile',
  fields: [
    { name: 'Industry', type: 'Multiple choice', options: ['Retail'], text: '' },
    { name: 'Interest', type: 'Multiple choice', options: ['Training'], text: '' },
  ],
};

describe('header matching', () => {
  it('maps the usual spellings of each field, per kind', () => {
    expect(
      matchHeaders(
        ['Company', 'E-mail Address', 'Zip', 'Street Address', 'Tags', 'Description', 'Whatever'],
        'companies',
      ),
    ).toEqual([
      { kind: 'field', key: 'name' },
      { kind: 'field', key: 'email' },
      { kind: 'field', key: 'postalCode' },
      { kind: 'field', key: 'street' },
      { kind: 'field', key: 'tags' },
      { kind: 'field', key: 'notes' },
      { kind: 'ignore' },
    ]);
    expect(
      matchHeaders(['First Name', 'Surname', 'Company', 'Job title'], 'people').map((t) =>
        t.kind === 'field' ? t.key : t.kind,
      ),
    ).toEqual(['firstName', 'lastName', 'company', 'title']);
    expect(
      matchHeaders(['Title', 'Value', 'Stage', 'Company', 'Owner'], 'deals').map((t) =>
        t.kind === 'field' ? t.key : t.kind,
      ),
    ).toEqual(['name', 'amount', 'status', 'contact', 'assignee']);
    expect(
      matchHeaders(['Task', 'Due', 'Assigned to'], 'todos').map((t) =>
        t.kind === 'field' ? t.key : t.kind,
      ),
    ).toEqual(['name', 'dueDate', 'assignee']);
  });

  it('maps every location field, the English spellings included; mobile is the cell, not the phone', () => {
    expect(
      keys(
        matchHeaders(
          ['Website', 'Phone', 'Mobile', 'Fax', 'Address', 'Address 2', 'URL'],
          'companies',
        ),
      ),
    ).toEqual(['website', 'phone', 'cell', 'fax', 'street', 'street2', 'ignore']);
    expect(keys(matchHeaders(['Cellphone', 'Homepage', 'Street2'], 'people'))).toEqual([
      'cell',
      'website',
      'street2',
    ]);
  });

  it('maps German, French, Spanish and Dutch headers by themselves', () => {
    expect(
      keys(
        matchHeaders(
          [
            'Firma',
            'E-Mail',
            'Telefon',
            'Handy',
            'Fax',
            'Webseite',
            'Straße',
            'Adresszusatz',
            'PLZ',
            'Ort',
            'Bundesland',
            'Land',
            'Notizen',
            'Schlagworte',
          ],
          'companies',
        ),
      ),
    ).toEqual([
      'name',
      'email',
      'phone',
      'cell',
      'fax',
      'website',
      'street',
      'street2',
      'postalCode',
      'city',
      'state',
      'country',
      'notes',
      'tags',
    ]);
    expect(
      keys(
        matchHeaders(
          [
            'Vorname',
            'Nachname',
            'Firmenname',
            'Titel',
            'Mobil',
            'Strasse',
            'Stadt',
            'Postleitzahl',
            'Bemerkungen',
          ],
          'people',
        ),
      ),
    ).toEqual([
      'firstName',
      'lastName',
      'company',
      'title',
      'cell',
      'street',
      'city',
      'postalCode',
      'notes',
    ]);
    expect(keys(matchHeaders(['Titel', 'Betrag', 'Status', 'Firma'], 'deals'))).toEqual([
      'name',
      'amount',
      'status',
      'contact',
    ]);
    expect(keys(matchHeaders(['Titel', 'Fälligkeitsdatum'], 'todos'))).toEqual(['name', 'dueDate']);
    expect(keys(matchHeaders(['Aufgabe', 'Fällig'], 'todos'))).toEqual(['name', 'dueDate']);
    // French: "Nom" is a person's last name but a company's name.
    expect(
      keys(
        matchHeaders(
          [
            'Prénom',
            'Nom',
            'Société',
            'Téléphone',
            'Portable',
            'Adresse',
            'Code postal',
            'Ville',
            'Pays',
            'Remarques',
          ],
          'people',
        ),
      ),
    ).toEqual([
      'firstName',
      'lastName',
      'company',
      'phone',
      'cell',
      'street',
      'postalCode',
      'city',
      'country',
      'notes',
    ]);
    expect(keys(matchHeaders(['Nom', 'Entreprise'], 'companies'))).toEqual(['name', 'ignore']);
    // Spanish: "Nombre" is a person's first name but a company's name.
    expect(
      keys(
        matchHeaders(
          [
            'Nombre',
            'Apellidos',
            'Empresa',
            'Teléfono',
            'Móvil',
            'Dirección',
            'Código postal',
            'Ciudad',
            'Provincia',
            'País',
            'Notas',
          ],
          'people',
        ),
      ),
    ).toEqual([
      'firstName',
      'lastName',
      'company',
      'phone',
      'cell',
      'street',
      'postalCode',
      'city',
      'state',
      'country',
      'notes',
    ]);
    expect(keys(matchHeaders(['Empresa', 'Apellido'], 'companies'))).toEqual(['name', 'ignore']);
    expect(
      keys(
        matchHeaders(
          ['Bedrijf', 'Telefoon', 'Mobiel', 'Adres', 'Postcode', 'Woonplaats', 'Land', 'Notities'],
          'companies',
        ),
      ),
    ).toEqual(['name', 'phone', 'cell', 'street', 'postalCode', 'city', 'country', 'notes']);
    expect(keys(matchHeaders(['Voornaam', 'Achternaam', 'Plaats'], 'people'))).toEqual([
      'firstName',
      'lastName',
      'city',
    ]);
  });

  it("reads a person's Name as the last name beside a first-name column, else as the full name", () => {
    expect(keys(matchHeaders(['Vorname', 'Name'], 'people'))).toEqual(['firstName', 'lastName']);
    expect(keys(matchHeaders(['Name', 'Voornaam'], 'people'))).toEqual(['lastName', 'firstName']);
    expect(keys(matchHeaders(['Name', 'Telefon'], 'people'))).toEqual(['name', 'phone']);
    // With a last-name column as well, Name stays the full name (used when the others are empty).
    expect(keys(matchHeaders(['Vorname', 'Nachname', 'Name'], 'people'))).toEqual([
      'firstName',
      'lastName',
      'name',
    ]);
    expect(keys(matchHeaders(['Name', 'Vorname'], 'companies'))).toEqual(['name', 'ignore']);
  });

  it('gives each spelling to one field per kind', () => {
    for (const kind of Object.keys(KIND_FIELDS) as ImportKind[]) {
      const owner = new Map<string, string>();
      for (const key of KIND_FIELDS[kind])
        for (const spelling of spellingsOf(key, kind)) {
          expect({ kind, spelling, field: owner.get(spelling) ?? key }).toEqual({
            kind,
            spelling,
            field: key,
          });
          owner.set(spelling, key);
        }
    }
  });

  it('normalises headers: lower case, letters and digits, accents and ß spelled out', () => {
    expect(
      ['Straße', 'STRASSE', 'Fällig am', 'Téléphone', "Complément d'adresse"].map(normaliseHeader),
    ).toEqual(['strasse', 'strasse', 'falligam', 'telephone', 'complementdadresse']);
  });

  it('gives a field to its first column only', () => {
    expect(matchHeaders(['Name', 'name'], 'companies')).toEqual([
      { kind: 'field', key: 'name' },
      { kind: 'ignore' },
    ]);
  });

  it('maps SuperTag fields by "SuperTag: field" or the field alone', () => {
    expect(
      matchHeaders(['Customer profile: Interest', 'Industry'], 'companies', [profile]),
    ).toEqual([
      { kind: 'superTag', tag: 'Customer profile', field: 'Interest' },
      { kind: 'superTag', tag: 'Customer profile', field: 'Industry' },
    ]);
    // To-dos cannot carry SuperTags.
    expect(matchHeaders(['Industry'], 'todos', [profile])).toEqual([{ kind: 'ignore' }]);
  });

  it('turns targets into select values and back', () => {
    for (const target of [
      { kind: 'field', key: 'city' },
      { kind: 'superTag', tag: 'A: b', field: 'c"d' },
      { kind: 'ignore' },
    ] as const) {
      expect(targetFromValue(targetValue(target))).toEqual(target);
    }
  });
});
