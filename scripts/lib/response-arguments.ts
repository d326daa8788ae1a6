type Callback = (error?: Error | null) => void

/** The callback among the arguments of a `write` or `end` call on a ServerResponse (it may come in any position). */
export const callbackOf = (args: unknown[]) => args.find((a): a is Callback => typeof a === 'function')

/** The bytes of a chunk given to `write` or `end`: a string in its encoding (UTF-8 unless named), or a buffer. */
export const toBuffer = (chunk: unknown, encoding: unknown): Buffer =>
  typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array)
