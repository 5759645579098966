/* eslint-disable no-restricted-syntax -- header spellings in five languages are data the import matches CSV headers against, not text shown to people */
import type { FieldKey, ImportKind } from './fieldKeys';

/**
 * Column headers that mean a field, one table per language, written as people write them
 * (`Straße`, `Code postal`, `E-Mail`) and separated by `|`; importFields.ts normalises them the
 * way it normalises a file's headers. A spelling means one field per kind only (importFields.test
 * checks it): Spanish `Nombre` is a person's first name but a company's name, French `Nom` a
 * person's last name but a company's name, and `Titel`/`Titre`/`Título` a person's job title but
 * a deal's or to-do's title.
 */
export interface HeaderSpellings {
  /** The record's name: a company's name, a person's full name, a deal's or to-do's title. */
  name: Readonly<Record<ImportKind, string>>;
  fields: Readonly<Partial<Record<Exclude<FieldKey, 'name'>, string>>>;
}

const ENGLISH: HeaderSpellings = {
  name: {
    companies:
      'name | company name | company | organisation | organization | account | account name',
    people: 'name | full name | contact name | person | person name',
    deals: 'title | name | deal name | deal | deal title | opportunity | subject',
    todos: 'title | name | task | todo | todo title | subject',
  },
  fields: {
    firstName: 'first name | first | given name | forename',
    lastName: 'last name | last | surname | family name',
    title: 'job title | position | role | title',
    email: 'email | email address | mail',
    website: 'website | url | web | homepage | web page | web site | site | www',
    phone: 'phone | phone number | telephone | tel | work phone | landline',
    cell: 'mobile | cell | cellphone | cell phone | mobile phone | mobile number | cell number',
    fax: 'fax | fax number',
    street: 'street | street1 | address | street address | address1 | address line 1',
    street2: 'street2 | address2 | address line 2 | street 2',
    city: 'city | town',
    state: 'state | region | province | county | state code',
    postalCode: 'postal code | postcode | zip | zip code',
    country: 'country | country name',
    locationLabel: 'location label | location | label | address label',
    tags: 'tags | tag | labels | keywords',
    notes: 'notes | note | description | details | comments | background',
    company: 'company | employer | company name | organisation | organization | account',
    amount: 'amount | value | deal value | price | total',
    status: 'status | stage | deal status',
    contact: 'contact | deal with | party | customer | client | company | contact name',
    assignee: 'assignee | assigned to | owner | user | responsible',
    dueDate: 'due date | due | deadline | date',
  },
};

const GERMAN: HeaderSpellings = {
  name: {
    companies: 'Firma | Firmenname | Unternehmen | Firmenbezeichnung | Name',
    people: 'Name | Vollständiger Name | Kontakt',
    deals: 'Titel | Bezeichnung | Geschäft | Verkaufschance | Name',
    todos: 'Titel | Aufgabe | Betreff | Name',
  },
  fields: {
    firstName: 'Vorname | Rufname',
    lastName: 'Nachname | Familienname | Zuname',
    title: 'Position | Titel | Funktion | Berufsbezeichnung | Jobtitel',
    email: 'E-Mail | E-Mail-Adresse | EMail | Mail',
    website: 'Webseite | Website | Homepage | Internetseite | Internet',
    phone: 'Telefon | Telefonnummer | Tel. | Festnetz',
    cell: 'Mobil | Handy | Mobiltelefon | Mobilnummer | Handynummer',
    fax: 'Fax | Telefax | Faxnummer',
    street: 'Straße | Strasse | Straße und Hausnummer | Anschrift | Adresse',
    street2: 'Adresszusatz | Zusatz | Straße 2 | Adresse 2',
    city: 'Ort | Stadt | Wohnort',
    state: 'Bundesland | Kanton | Region',
    postalCode: 'PLZ | Postleitzahl',
    country: 'Land',
    locationLabel: 'Adressart | Adresstyp',
    tags: 'Schlagworte | Schlagwörter | Stichworte | Tags',
    notes: 'Notizen | Notiz | Bemerkungen | Bemerkung | Anmerkungen | Beschreibung',
    company: 'Firma | Firmenname | Unternehmen | Arbeitgeber',
    amount: 'Betrag | Wert | Summe | Volumen',
    status: 'Status | Phase',
    contact: 'Firma | Kunde | Kontakt',
    assignee: 'Zuständig | Verantwortlich | Bearbeiter | Zugewiesen an',
    dueDate: 'Fällig | Fälligkeitsdatum | Fällig am | Termin | Frist | Datum',
  },
};

const FRENCH: HeaderSpellings = {
  name: {
    companies: "Société | Entreprise | Nom | Nom de l'entreprise | Raison sociale",
    people: 'Nom complet | Contact',
    deals: 'Titre | Nom | Affaire | Opportunité',
    todos: 'Titre | Tâche | Objet | Nom',
  },
  fields: {
    firstName: 'Prénom',
    lastName: 'Nom | Nom de famille',
    title: 'Fonction | Poste | Titre',
    email: 'E-mail | Courriel | Adresse e-mail | Mél',
    website: 'Site web | Site internet | Site',
    phone: 'Téléphone | Tél. | Numéro de téléphone | Téléphone fixe',
    cell: 'Portable | Mobile | Téléphone portable | Tél. portable | Cellulaire',
    fax: 'Fax | Télécopie',
    street: "Adresse | Rue | Adresse 1 | Ligne d'adresse 1",
    street2: "Complément d'adresse | Adresse 2 | Ligne d'adresse 2",
    city: 'Ville | Localité | Commune',
    state: 'Région | Département | Province | État',
    postalCode: 'Code postal | CP',
    country: 'Pays',
    locationLabel: "Type d'adresse",
    tags: 'Étiquettes | Mots-clés | Mots clés',
    notes: 'Remarques | Notes | Commentaires | Commentaire | Description',
    company: 'Société | Entreprise | Employeur | Organisation',
    amount: 'Montant | Valeur',
    status: 'Statut | État | Étape',
    contact: 'Client | Contact | Société | Entreprise',
    assignee: 'Responsable | Assigné à | Propriétaire',
    dueDate: "Échéance | Date d'échéance | Date limite | Date",
  },
};

const SPANISH: HeaderSpellings = {
  name: {
    companies: 'Empresa | Nombre | Nombre de la empresa | Compañía | Razón social',
    people: 'Nombre completo | Contacto',
    deals: 'Título | Nombre | Oportunidad | Negocio',
    todos: 'Título | Tarea | Asunto | Nombre',
  },
  fields: {
    firstName: 'Nombre | Nombres',
    lastName: 'Apellido | Apellidos | Primer apellido',
    title: 'Cargo | Puesto | Título',
    email: 'Correo | Correo electrónico | E-mail',
    website: 'Sitio web | Página web | Web',
    phone: 'Teléfono | Tel. | Teléfono fijo',
    cell: 'Móvil | Celular | Teléfono móvil',
    fax: 'Fax',
    street: 'Dirección | Calle | Domicilio | Dirección 1',
    street2: 'Dirección 2 | Dirección línea 2',
    city: 'Ciudad | Localidad | Población | Municipio',
    state: 'Provincia | Estado | Región | Comunidad autónoma',
    postalCode: 'Código postal | CP | C.P.',
    country: 'País',
    locationLabel: 'Tipo de dirección',
    tags: 'Etiquetas | Palabras clave',
    notes: 'Notas | Nota | Observaciones | Comentarios | Descripción',
    company: 'Empresa | Compañía | Organización',
    amount: 'Importe | Monto | Valor | Cantidad',
    status: 'Estado | Etapa',
    contact: 'Cliente | Contacto | Empresa',
    assignee: 'Responsable | Asignado a | Propietario',
    dueDate: 'Fecha límite | Vencimiento | Fecha de vencimiento | Fecha',
  },
};

const DUTCH: HeaderSpellings = {
  name: {
    companies: 'Bedrijf | Bedrijfsnaam | Organisatie | Naam',
    people: 'Naam | Volledige naam',
    deals: 'Titel | Naam | Verkoopkans',
    todos: 'Titel | Taak | Onderwerp | Naam',
  },
  fields: {
    firstName: 'Voornaam | Roepnaam',
    lastName: 'Achternaam | Familienaam',
    title: 'Functie | Functietitel | Titel',
    email: 'E-mail | E-mailadres | Mailadres',
    website: 'Website | Webpagina | Internetadres',
    phone: 'Telefoon | Telefoonnummer | Tel.',
    cell: 'Mobiel | Mobiele telefoon | Mobiel nummer | GSM',
    fax: 'Fax | Faxnummer',
    street: 'Adres | Straat | Straatnaam | Adresregel 1',
    street2: 'Adres 2 | Adresregel 2 | Toevoeging',
    city: 'Plaats | Woonplaats | Stad | Plaatsnaam',
    state: 'Provincie | Regio',
    postalCode: 'Postcode',
    country: 'Land',
    locationLabel: 'Adrestype | Soort adres',
    tags: 'Trefwoorden | Labels',
    notes: 'Notities | Notitie | Opmerkingen | Omschrijving | Beschrijving',
    company: 'Bedrijf | Bedrijfsnaam | Werkgever | Organisatie',
    amount: 'Bedrag | Waarde',
    status: 'Status | Fase',
    contact: 'Klant | Contact | Bedrijf | Relatie',
    assignee: 'Verantwoordelijke | Toegewezen aan | Eigenaar',
    dueDate: 'Vervaldatum | Deadline | Einddatum | Datum',
  },
};

export const LANGUAGES: readonly HeaderSpellings[] = [ENGLISH, GERMAN, FRENCH, SPANISH, DUTCH];

/**
 * A person's `Name` column means the last name when the file also has a first-name column and no
 * last-name one (German and Dutch address books: `Vorname;Name`); alone it is the full name.
 */
export const NAME_OR_LAST_NAME = 'Name | Naam';
