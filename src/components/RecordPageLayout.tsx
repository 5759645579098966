import type { ReactNode } from 'react';
import { useT } from '#i18n/useT';
import classes from './RecordPageLayout.module.css';
import { componentMessages } from './messages';
import { HydrateLater } from './takeOver/HydrateLater';

export interface RecordPageLayoutProps {
  /** What the record is: identity, contact details, facts, tags, SuperTags, locations. */
  side: ReactNode;
  /** What happened and happens with it: comments, communications, to-dos, history. */
  feed: ReactNode;
  /** Cards of the records it relates to (deals, people, affiliations). */
  related: ReactNode;
  /** Names the three regions for screen readers ("Acme": "About Acme", "Activity on Acme"…). */
  title: string;
}

/**
 * A record page as CRM users know it: from 1280 px the record on the left, its activity in the
 * centre and related records on the right; narrower, one column with the record first, then
 * the related cards (short), then the feed (long). Each part is a named region, so screen reader
 * users can jump between them; source order follows the narrow reading order.
 */
export function RecordPageLayout({ side, feed, related, title }: RecordPageLayoutProps) {
  const t = useT(componentMessages);
  return (
    <div className={classes.layout}>
      <section className={classes.side} aria-label={t('recordPage.about', { title })}>
        <HydrateLater>{side}</HydrateLater>
      </section>
      <section className={classes.related} aria-label={t('recordPage.related', { title })}>
        <HydrateLater>{related}</HydrateLater>
      </section>
      <section className={classes.feed} aria-label={t('recordPage.activity', { title })}>
        <HydrateLater>{feed}</HydrateLater>
      </section>
    </div>
  );
}
