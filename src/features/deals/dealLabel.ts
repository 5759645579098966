import type { Deal } from '#xml/deal';
import { dealMessages } from './messages';

/** How a deal is named to the user: its title, or its number when the title is blank. */
export function dealLabel(deal: Pick<Deal, 'id' | 'title'>): string {
  return deal.title.trim() === '' ? dealMessages.t('deal.untitled', { id: deal.id }) : deal.title;
}
