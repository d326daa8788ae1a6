import type { Config } from 'payload'

type DatabaseAdapterResult = Config['db']

/**
 * Payload's Postgres adapter rejects its `initializing` promise, with no reason, when it cannot connect, and only a
 * transaction begun later awaits it: each failed start (the database not up yet, src/instrumentation-node.ts tries
 * again) left Node's "unhandledRejection: undefined" in the logs, after Payload's own line saying why. The promise
 * is marked handled here; whoever awaits it still sees it rejected.
 */
export function withHandledConnectFailure(result: DatabaseAdapterResult): DatabaseAdapterResult {
  return {
    ...result,
    init: (args) => {
      const adapter = result.init(args) as ReturnType<DatabaseAdapterResult['init']> & { initializing?: Promise<void> }
      adapter.initializing?.catch(() => undefined)
      return adapter
    },
  }
}
