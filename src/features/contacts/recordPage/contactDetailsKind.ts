import type { ReactNode } from 'react';
import type { ApiClient } from '#api/client/client';
import type { Shown } from '#api/client/requests';
import type { ConflictTexts } from '#components/ConflictDialog';
import type { EditableField } from '#components/ConflictDialogForm';
import type { FieldValues } from '#lib/editMerge';
import type { ContactRecord } from '../contactRecord';
import type { DeletableContact } from '../useDeleteContactWithUndo';

/** What differs between a company's page and a person's. */
export interface ContactDetailsKind<
  F extends string,
  T extends ContactRecord,
> extends DeletableContact<T> {
  /** "company" / "person": "Edit company", "Delete person". */
  noun: 'company' | 'person';
  listPath: string;
  fields: readonly EditableField<F>[];
  titleOf: (record: T) => string;
  /** The edit form's sentences about the record: "Saved company “Acme”". */
  conflictTextsOf: (record: T) => ConflictTexts;
  valuesOf: (record: T) => FieldValues<F>;
  /** The cached record with the edited values in it (the optimistic view). */
  patch: (record: T, values: FieldValues<F>) => T;
  /** Sends the edit; `before` are the values editing started from. */
  save: (
    client: ApiClient,
    id: number,
    values: FieldValues<F>,
    before: FieldValues<F>,
    ifMatch: string | undefined,
  ) => Promise<void>;
  load: (client: ApiClient, id: number) => Promise<Shown<T>>;
  /** A line under the name (a person's job title and company). */
  subtitle?: (record: T) => ReactNode;
}
