import type { ComponentType } from 'react';
import type { ChangeListKey } from '../api/changedIds';
import type { MessageKey } from '#i18n/catalogue';
import type { english } from './messages.en';
import {
  IconActivity,
  IconBuilding,
  IconLayoutKanban,
  IconListNumbers,
  IconChecklist,
  IconCopy,
  IconDatabaseImport,
  IconHome,
  IconMessage2,
  IconMessages,
  IconReportMoney,
  IconTags,
  IconTagStarred,
  IconUserCog,
  IconUsers,
} from '@tabler/icons-react';

export interface NavEntry {
  to: string;
  /** The screen's name in the shell's messages. */
  labelKey: MessageKey<typeof english>;
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
  /** The list whose records changed by others since the last visit the entry counts. */
  changes?: ChangeListKey;
  /** Offered only to the account's administrators, on a service with the account extension. */
  administratorsOnly?: boolean;
}

/** The screens the navigation offers, in menu order. Only screens that exist are listed. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: '/', labelKey: 'screen.home', icon: IconHome },
  { to: '/companies', labelKey: 'screen.companies', icon: IconBuilding, changes: 'companies' },
  { to: '/people', labelKey: 'screen.people', icon: IconUsers, changes: 'people' },
  { to: '/duplicates', labelKey: 'screen.duplicates', icon: IconCopy },
  { to: '/deals', labelKey: 'screen.deals', icon: IconReportMoney, changes: 'deals' },
  { to: '/pipeline', labelKey: 'screen.pipeline', icon: IconLayoutKanban },
  { to: '/todos', labelKey: 'screen.todos', icon: IconChecklist },
  { to: '/communications', labelKey: 'screen.communications', icon: IconMessages },
  { to: '/activity', labelKey: 'screen.activity', icon: IconActivity },
  { to: '/comments', labelKey: 'screen.comments', icon: IconMessage2 },
  { to: '/tags', labelKey: 'screen.tags', icon: IconTags },
  { to: '/supertags', labelKey: 'screen.supertags', icon: IconTagStarred },
  { to: '/users', labelKey: 'screen.users', icon: IconUserCog, administratorsOnly: true },
  { to: '/stages', labelKey: 'screen.stages', icon: IconListNumbers, administratorsOnly: true },
  { to: '/import', labelKey: 'screen.import', icon: IconDatabaseImport },
];
