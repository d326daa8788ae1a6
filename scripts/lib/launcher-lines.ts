/** What `tsx scripts/launch.ts database` prints once the database is migrated and ready (tests/data waits for it). */
export const DATABASE_READY_LINE = '[database] ready'
