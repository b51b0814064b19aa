import * as migration_20261121_172551_initial from './20261121_172551_initial';
import * as migration_20261121_180000_search_index from './20261121_180000_search_index';
import * as migration_20261122_041824_perf_indexes from './20261122_041824_perf_indexes';
import * as migration_20261122_054119_console_workflow from './20261122_054119_console_workflow';
import * as migration_20261122_054120_review_state_backfill from './20261122_054120_review_state_backfill';
import * as migration_20261124_201509_media_storage_prefix from './20261124_201509_media_storage_prefix';
import * as migration_20261124_203507_teaching_plan from './20261124_203507_teaching_plan';
import * as migration_20261125_081757_inspection from './20261125_081757_inspection';
import * as migration_20261125_142519_nav_pages from './20261125_142519_nav_pages';

export const migrations = [
  {
    up: migration_20261121_172551_initial.up,
    down: migration_20261121_172551_initial.down,
    name: '20261121_172551_initial',
  },
  {
    up: migration_20261121_180000_search_index.up,
    down: migration_20261121_180000_search_index.down,
    name: '20261121_180000_search_index',
  },
  {
    up: migration_20261122_041824_perf_indexes.up,
    down: migration_20261122_041824_perf_indexes.down,
    name: '20261122_041824_perf_indexes',
  },
  {
    up: migration_20261122_054119_console_workflow.up,
    down: migration_20261122_054119_console_workflow.down,
    name: '20261122_054119_console_workflow',
  },
  {
    up: migration_20261122_054120_review_state_backfill.up,
    down: migration_20261122_054120_review_state_backfill.down,
    name: '20261122_054120_review_state_backfill',
  },
  {
    up: migration_20261124_201509_media_storage_prefix.up,
    down: migration_20261124_201509_media_storage_prefix.down,
    name: '20261124_201509_media_storage_prefix',
  },
  {
    up: migration_20261124_203507_teaching_plan.up,
    down: migration_20261124_203507_teaching_plan.down,
    name: '20261124_203507_teaching_plan',
  },
  {
    up: migration_20261125_081757_inspection.up,
    down: migration_20261125_081757_inspection.down,
    name: '20261125_081757_inspection',
  },
  {
    up: migration_20261125_142519_nav_pages.up,
    down: migration_20261125_142519_nav_pages.down,
    name: '20261125_142519_nav_pages'
  },
];
