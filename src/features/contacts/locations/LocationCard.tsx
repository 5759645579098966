import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Location } from '#xml/location';
import { BREAK_ANYWHERE } from '#lib/breakAnywhere';
import { EmailLink } from '../links/EmailLink';
import { PhoneLink } from '../links/PhoneLink';
import { WebsiteLink } from '../links/WebsiteLink';
import { useT } from '#i18n/useT';
import { translateWithNodes } from '#i18n/withNodes';
import { locationMessages } from './messages';

/** One address of a person or company, read-only: the lines that have a value, in postal order. */
export function LocationCard({ location }: { location: Location }) {
  const t = useT(locationMessages);
  const street = [location.street1, location.street2].filter(hasText);
  const cityLine = [location.postalCode, location.city, location.state].filter(hasText).join(' ');
  const lines = [...street, cityLine, location.country].filter(hasText);
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={t('card.label', { label: location.label })}
      style={BREAK_ANYWHERE}
    >
      <Group gap="xs" mb={4}>
        <Text fw={600}>{location.label}</Text>
        {location.primary && (
          <Badge size="sm" variant="light">
            {t('card.primary')}
          </Badge>
        )}
      </Group>
      <Stack gap={2}>
        {lines.length > 0 && (
          <Text
            size="sm"
            component="address"
            style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}
          >
            {lines.join('\n')}
          </Text>
        )}
        {hasText(location.email) && (
          <Text size="sm">
            {translateWithNodes(t, 'card.email', { link: <EmailLink email={location.email} /> })}
          </Text>
        )}
        {hasText(location.website) && (
          <Text size="sm">
            {translateWithNodes(t, 'card.website', {
              link: <WebsiteLink website={location.website} />,
            })}
          </Text>
        )}
        {hasText(location.phone) && (
          <Text size="sm">
            {translateWithNodes(t, 'card.phone', { link: <PhoneLink phone={location.phone} /> })}
          </Text>
        )}
        {hasText(location.cell) && (
          <Text size="sm">
            {translateWithNodes(t, 'card.cell', { link: <PhoneLink phone={location.cell} /> })}
          </Text>
        )}
        {hasText(location.fax) && <Text size="sm">{t('card.fax', { fax: location.fax })}</Text>}
      </Stack>
    </Card>
  );
}

function hasText(value: string): boolean {
  return value.trim() !== '';
}
