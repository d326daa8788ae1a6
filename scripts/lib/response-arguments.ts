type Callback = (error?: Error | null) => void

/** The callback among the arguments of a `write` or `end` call on a ServerResponse (it may come in any position). */
export const callbackOf = (args: unknown[]) => args.find((a): a is Callback => typeof a === 'function')
