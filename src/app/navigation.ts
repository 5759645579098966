import type { ComponentType } from 'react';
import type { ChangeListKey } from '../api/changedIds';
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
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
  /** The list whose records changed by others since the last visit the entry counts. */
  changes?: ChangeListKey;
  /** Offered only to the account's administrators, on a service with the account extension. */
  administratorsOnly?: boolean;
}

/** The screens the navigation offers, in menu order. Only screens that exist are listed. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: '/', label: 'Home', icon: IconHome },
  { to: '/companies', label: 'Companies', icon: IconBuilding, changes: 'companies' },
  { to: '/people', label: 'People', icon: IconUsers, changes: 'people' },
  { to: '/duplicates', label: 'Possible duplicates', icon: IconCopy },
  { to: '/deals', label: 'Deals', icon: IconReportMoney, changes: 'deals' },
  { to: '/pipeline', label: 'Pipeline', icon: IconLayoutKanban },
  { to: '/todos', label: 'To-dos', icon: IconChecklist },
  { to: '/communications', label: 'Communications', icon: IconMessages },
  { to: '/activity', label: 'Activity', icon: IconActivity },
  { to: '/comments', label: 'Comments', icon: IconMessage2 },
  { to: '/tags', label: 'Tags', icon: IconTags },
  { to: '/supertags', label: 'SuperTags', icon: IconTagStarred },
  { to: '/users', label: 'Users', icon: IconUserCog, administratorsOnly: true },
  { to: '/stages', label: 'Deal stages', icon: IconListNumbers, administratorsOnly: true },
  { to: '/import', label: 'Import & snapshot', icon: IconDatabaseImport },
];
