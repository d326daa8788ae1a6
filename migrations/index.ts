import * as migration_20261121_213348_initial from './20261121_213348_initial';

export const migrations = [
  {
    up: migration_20261121_213348_initial.up,
    down: migration_20261121_213348_initial.down,
    name: '20261121_213348_initial'
  },
];
