import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ContactCollection } from '#api/records';
import { AffiliationsCard } from './AffiliationsCard';
import { DealsCard } from './DealsCard';

/**
 * A record page's right column: its deals first (what sales looks for), then what only one kind
 * has (`extra`: a company's people, a person's employer), then its affiliations.
 */
export function RelatedCards({
  collection,
  id,
  name,
  extra,
}: {
  collection: ContactCollection;
  id: number;
  name: string;
  extra?: ReactNode;
}) {
  return (
    <Stack gap="md">
      <DealsCard contactId={id} contactName={name} />
      {extra}
      <AffiliationsCard collection={collection} id={id} />
    </Stack>
  );
}
