import * as migration_20261121_172541_initial from './20261121_172541_initial';
import * as migration_20261121_180000_search_index from './20261121_180000_search_index';
import * as migration_20261122_041859_perf_indexes from './20261122_041859_perf_indexes';
import * as migration_20261122_054126_console_workflow from './20261122_054126_console_workflow';
import * as migration_20261122_054127_review_state_backfill from './20261122_054127_review_state_backfill';
import * as migration_20261122_070458_purge_expired from './20261122_070458_purge_expired';
import * as migration_20261122_100000_search_grams from './20261122_100000_search_grams';
import * as migration_20261122_100100_title_grams from './20261122_100100_title_grams';
import * as migration_20261124_201501_media_storage_prefix from './20261124_201501_media_storage_prefix';
import * as migration_20261124_203514_teaching_plan from './20261124_203514_teaching_plan';
import * as migration_20261125_081926_inspection from './20261125_081926_inspection';
import * as migration_20261125_141852_inspection_incremental from './20261125_141852_inspection_incremental';
import * as migration_20261125_152044_disclosure_offices from './20261125_152044_disclosure_offices';
import * as migration_20261125_153022_web_office_redirects_notice_previews_trash from './20261125_153022_web_office_redirects_notice_previews_trash';
import * as migration_20261125_153536_navigation_pages from './20261125_153536_navigation_pages';
import * as migration_20261125_154858_page_previews from './20261125_154858_page_previews';
import * as migration_20261125_173416_disclosure_reports from './20261125_173416_disclosure_reports';
import * as migration_20261127_022145_redirects_review from './20261127_022145_redirects_review';
import * as migration_20261127_052727_pages_tree from './20261127_052727_pages_tree';
import * as migration_20261127_095011_preview_link_titles from './20261127_095011_preview_link_titles';
import * as migration_20261127_134157_sites from './20261127_134157_sites';
import * as migration_20261127_172131_site_admins from './20261127_172131_site_admins';
import * as migration_20261127_201609_site_settings from './20261127_201609_site_settings';
import * as migration_20261127_204558_site_pages from './20261127_204558_site_pages';
import * as migration_20261127_213102_inspection_finding_site from './20261127_213102_inspection_finding_site';
import * as migration_20261127_235251_site_media_search from './20261127_235251_site_media_search';
import * as migration_20261127_235720_site_roles from './20261127_235720_site_roles';
import * as migration_20261128_110516_site_files from './20261128_110516_site_files';
import * as migration_20261128_140608_site_carousels from './20261128_140608_site_carousels';
import * as migration_20261128_191439_report_up from './20261128_191439_report_up';
import * as migration_20261128_212148_send_down from './20261128_212148_send_down';
import * as migration_20261128_221621_stats_audit_trail from './20261128_221621_stats_audit_trail';
import * as migration_20261129_004202_inspection_site_runs from './20261129_004202_inspection_site_runs';

export const migrations = [
  {
    up: migration_20261121_172541_initial.up,
    down: migration_20261121_172541_initial.down,
    name: '20261121_172541_initial',
  },
  {
    up: migration_20261121_180000_search_index.up,
    down: migration_20261121_180000_search_index.down,
    name: '20261121_180000_search_index',
  },
  {
    up: migration_20261122_041859_perf_indexes.up,
    down: migration_20261122_041859_perf_indexes.down,
    name: '20261122_041859_perf_indexes',
  },
  {
    up: migration_20261122_054126_console_workflow.up,
    down: migration_20261122_054126_console_workflow.down,
    name: '20261122_054126_console_workflow',
  },
  {
    up: migration_20261122_054127_review_state_backfill.up,
    down: migration_20261122_054127_review_state_backfill.down,
    name: '20261122_054127_review_state_backfill',
  },
  {
    up: migration_20261122_070458_purge_expired.up,
    down: migration_20261122_070458_purge_expired.down,
    name: '20261122_070458_purge_expired',
  },
  {
    up: migration_20261122_100000_search_grams.up,
    down: migration_20261122_100000_search_grams.down,
    name: '20261122_100000_search_grams',
  },
  {
    up: migration_20261122_100100_title_grams.up,
    down: migration_20261122_100100_title_grams.down,
    name: '20261122_100100_title_grams',
  },
  {
    up: migration_20261124_201501_media_storage_prefix.up,
    down: migration_20261124_201501_media_storage_prefix.down,
    name: '20261124_201501_media_storage_prefix',
  },
  {
    up: migration_20261124_203514_teaching_plan.up,
    down: migration_20261124_203514_teaching_plan.down,
    name: '20261124_203514_teaching_plan',
  },
  {
    up: migration_20261125_081926_inspection.up,
    down: migration_20261125_081926_inspection.down,
    name: '20261125_081926_inspection',
  },
  {
    up: migration_20261125_141852_inspection_incremental.up,
    down: migration_20261125_141852_inspection_incremental.down,
    name: '20261125_141852_inspection_incremental',
  },
  {
    up: migration_20261125_152044_disclosure_offices.up,
    down: migration_20261125_152044_disclosure_offices.down,
    name: '20261125_152044_disclosure_offices',
  },
  {
    up: migration_20261125_153022_web_office_redirects_notice_previews_trash.up,
    down: migration_20261125_153022_web_office_redirects_notice_previews_trash.down,
    name: '20261125_153022_web_office_redirects_notice_previews_trash',
  },
  {
    up: migration_20261125_153536_navigation_pages.up,
    down: migration_20261125_153536_navigation_pages.down,
    name: '20261125_153536_navigation_pages',
  },
  {
    up: migration_20261125_154858_page_previews.up,
    down: migration_20261125_154858_page_previews.down,
    name: '20261125_154858_page_previews',
  },
  {
    up: migration_20261125_173416_disclosure_reports.up,
    down: migration_20261125_173416_disclosure_reports.down,
    name: '20261125_173416_disclosure_reports',
  },
  {
    up: migration_20261127_022145_redirects_review.up,
    down: migration_20261127_022145_redirects_review.down,
    name: '20261127_022145_redirects_review',
  },
  {
    up: migration_20261127_052727_pages_tree.up,
    down: migration_20261127_052727_pages_tree.down,
    name: '20261127_052727_pages_tree',
  },
  {
    up: migration_20261127_095011_preview_link_titles.up,
    down: migration_20261127_095011_preview_link_titles.down,
    name: '20261127_095011_preview_link_titles',
  },
  {
    up: migration_20261127_134157_sites.up,
    down: migration_20261127_134157_sites.down,
    name: '20261127_134157_sites',
  },
  {
    up: migration_20261127_172131_site_admins.up,
    down: migration_20261127_172131_site_admins.down,
    name: '20261127_172131_site_admins',
  },
  {
    up: migration_20261127_201609_site_settings.up,
    down: migration_20261127_201609_site_settings.down,
    name: '20261127_201609_site_settings',
  },
  {
    up: migration_20261127_204558_site_pages.up,
    down: migration_20261127_204558_site_pages.down,
    name: '20261127_204558_site_pages',
  },
  {
    up: migration_20261127_213102_inspection_finding_site.up,
    down: migration_20261127_213102_inspection_finding_site.down,
    name: '20261127_213102_inspection_finding_site',
  },
  {
    up: migration_20261127_235251_site_media_search.up,
    down: migration_20261127_235251_site_media_search.down,
    name: '20261127_235251_site_media_search',
  },
  {
    up: migration_20261127_235720_site_roles.up,
    down: migration_20261127_235720_site_roles.down,
    name: '20261127_235720_site_roles',
  },
  {
    up: migration_20261128_110516_site_files.up,
    down: migration_20261128_110516_site_files.down,
    name: '20261128_110516_site_files',
  },
  {
    up: migration_20261128_140608_site_carousels.up,
    down: migration_20261128_140608_site_carousels.down,
    name: '20261128_140608_site_carousels',
  },
  {
    up: migration_20261128_191439_report_up.up,
    down: migration_20261128_191439_report_up.down,
    name: '20261128_191439_report_up',
  },
  {
    up: migration_20261128_212148_send_down.up,
    down: migration_20261128_212148_send_down.down,
    name: '20261128_212148_send_down',
  },
  {
    up: migration_20261128_221621_stats_audit_trail.up,
    down: migration_20261128_221621_stats_audit_trail.down,
    name: '20261128_221621_stats_audit_trail',
  },
  {
    up: migration_20261129_004202_inspection_site_runs.up,
    down: migration_20261129_004202_inspection_site_runs.down,
    name: '20261129_004202_inspection_site_runs'
  },
];
