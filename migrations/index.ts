import * as migration_20261121_213348_initial from './20261121_213348_initial';
import * as migration_20261121_230000_reference_data from './20261121_230000_reference_data';

export const migrations = [
  {
    up: migration_20261121_213348_initial.up,
    down: migration_20261121_213348_initial.down,
    name: '20261121_213348_initial'
  },
  {
    up: migration_20261121_230000_reference_data.up,
    down: migration_20261121_230000_reference_data.down,
    name: '20261121_230000_reference_data'
  },
];
