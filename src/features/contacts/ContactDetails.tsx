import type { ReactNode } from 'react';
import type { ContactRecord } from './contactRecord';
import { RecordFeed } from './feed/RecordFeed';
import type { ContactDetailsKind } from './recordPage/contactDetailsKind';
import { RecordPageLayout } from '#components/RecordPageLayout';
import { RecordSide } from './recordPage/RecordSide';
import { RelatedCards } from './recordPage/RelatedCards';
import { useT } from '#i18n/useT';
import { contactsMessages } from './messages';
import { DocumentTitle } from '#components/DocumentTitle';

export type { ContactDetailsKind } from './recordPage/contactDetailsKind';

/**
 * A company's or person's page (RecordPageLayout): the record in the side column (fields edited
 * in place, the save guarded by the ETag the page was read with; tags, SuperTags, locations), its
 * feed in the centre (composer, planned items, one history: feed/RecordFeed.tsx), related records
 * as cards.
 */
export function ContactDetails<F extends string, T extends ContactRecord>({
  kind,
  record,
  etag,
  related,
}: {
  kind: ContactDetailsKind<F, T>;
  record: T;
  etag: string | null;
  /** The card only this kind has (a company's people, a person's employer). */
  related?: ReactNode;
}) {
  const t = useT(contactsMessages);
  const title = kind.titleOf(record);
  const ref = { collection: kind.collection, id: record.id };
  return (
    <>
      <DocumentTitle title={t('document.title', { title })} />
      <RecordPageLayout
        title={title}
        side={<RecordSide kind={kind} record={record} etag={etag} />}
        feed={<RecordFeed record={ref} />}
        related={
          <RelatedCards collection={kind.collection} id={record.id} name={title} extra={related} />
        }
      />
    </>
  );
}
