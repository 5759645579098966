import type { ComponentType } from 'react';
import {
  IconBuilding,
  IconLayoutKanban,
  IconChecklist,
  IconDatabaseImport,
  IconHome,
  IconMessages,
  IconReportMoney,
  IconTags,
  IconTagStarred,
  IconUsers,
} from '@tabler/icons-react';

export interface NavEntry {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
}

/** The screens the navigation offers, in menu order. Only screens that exist are listed. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: '/', label: 'Home', icon: IconHome },
  { to: '/companies', label: 'Companies', icon: IconBuilding },
  { to: '/people', label: 'People', icon: IconUsers },
  { to: '/deals', label: 'Deals', icon: IconReportMoney },
  { to: '/pipeline', label: 'Pipeline', icon: IconLayoutKanban },
  { to: '/todos', label: 'To-dos', icon: IconChecklist },
  { to: '/communications', label: 'Communications', icon: IconMessages },
  { to: '/tags', label: 'Tags', icon: IconTags },
  { to: '/supertags', label: 'SuperTags', icon: IconTagStarred },
  { to: '/import', label: 'Import & snapshot', icon: IconDatabaseImport },
];
