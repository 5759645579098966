import type { Deal } from '#xml/deal';
import { dealMessages } from './messages';
import { stageName } from '#lib/stageName';

/** How a deal is named to the user: its title, or its number when the title is blank. */
export function dealLabel(deal: Pick<Deal, 'id' | 'title'>): string {
  return deal.title.trim() === '' ? dealMessages.t('deal.untitled', { id: deal.id }) : deal.title;
}

/** What is announced when a deal has moved from one stage to another, the stages named as shown. */
export function movedMessage(deal: Pick<Deal, 'id' | 'title'>, from: string, to: string): string {
  return dealMessages.t('board.moved', {
    deal: dealLabel(deal),
    from: stageName(from),
    to: stageName(to),
  });
}
