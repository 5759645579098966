import { Divider, Stack } from '@mantine/core';
import { DetailSection } from '#components/DetailSection';
import { RecordTagsEditor } from '#components/RecordTagsEditor';
import { RecordSuperTags } from '#components/superTags/RecordSuperTags';
import type { ContactRecord } from '../contactRecord';
import { LocationEditor } from '../locations/LocationEditor';
import type { ContactDetailsKind } from './contactDetailsKind';
import { useT } from '#i18n/useT';
import { recordPageMessages } from './messages';
import { RecordIdentity } from './RecordIdentity';
import { HydrateLater } from '#components/takeOver/HydrateLater';

/** A record page's side column: who or what it is, then its tags, SuperTags and locations. */
export function RecordSide<F extends string, T extends ContactRecord>({
  kind,
  record,
  etag,
}: {
  kind: ContactDetailsKind<F, T>;
  record: T;
  etag: string | null;
}) {
  const t = useT(recordPageMessages);
  const ref = { collection: kind.collection, id: record.id };
  return (
    <Stack gap="md">
      <HydrateLater>
        <RecordIdentity kind={kind} record={record} etag={etag} />
      </HydrateLater>
      <Divider />
      <DetailSection title={t('side.tags')}>
        {() => (
          <RecordTagsEditor
            record={ref}
            tags={record.tags.filter((tag) => !tag.supertag)}
            addOnDemand
          />
        )}
      </DetailSection>
      <HydrateLater>
        <RecordSuperTags kind={kind.noun} id={record.id} />
      </HydrateLater>
      <DetailSection title={t('side.locations')}>
        {(headingId) => (
          <LocationEditor owner={ref} locations={record.locations} labelledBy={headingId} />
        )}
      </DetailSection>
    </Stack>
  );
}
