import { baseMigration } from './0001_base';
import { nameSearchMigration } from './0002_name_search';
import { sortIndexesMigration } from './0003_sort_indexes';
import { dealTitleSearchMigration } from './0004_deal_title_search';
import { activitiesMigration } from './0005_activities';
import { accountSettingsMigration } from './0006_account_settings';
import { savedViewsMigration } from './0007_saved_views';
import { restoreMapMigration } from './0008_restore_map';
import { dealStagesMigration } from './0009_deal_stages';
import type { StoreMigration } from './schemaParts';

/** The schema's history, in order, for both databases. Never edit a shipped migration: add one. */
export const MIGRATIONS: readonly StoreMigration[] = [
  baseMigration,
  nameSearchMigration,
  sortIndexesMigration,
  dealTitleSearchMigration,
  activitiesMigration,
  accountSettingsMigration,
  savedViewsMigration,
  restoreMapMigration,
  dealStagesMigration,
];
