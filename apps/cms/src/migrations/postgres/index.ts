import * as migration_20261121_172541_initial from './20261121_172541_initial';
import * as migration_20261121_180000_search_index from './20261121_180000_search_index';
import * as migration_20261122_041859_perf_indexes from './20261122_041859_perf_indexes';

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
    name: '20261122_041859_perf_indexes'
  },
];
