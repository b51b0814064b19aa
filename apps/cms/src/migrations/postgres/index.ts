import * as migration_20261121_171829_initial from './20261121_171829_initial';

export const migrations = [
  {
    up: migration_20261121_171829_initial.up,
    down: migration_20261121_171829_initial.down,
    name: '20261121_171829_initial'
  },
];
