import * as migration_20261121_171822_initial from './20261121_171822_initial';

export const migrations = [
  {
    up: migration_20261121_171822_initial.up,
    down: migration_20261121_171822_initial.down,
    name: '20261121_171822_initial'
  },
];
