// Next ships its compiled copies of these modules without types.
declare module 'next/dist/compiled/send' {
  import type { IncomingMessage, ServerResponse } from 'node:http'
  import type { Stream } from 'node:stream'

  type SendStream = Stream & { pipe(response: ServerResponse): ServerResponse; on(event: 'error', listener: (error: Error) => void): SendStream }
  export default function send(request: IncomingMessage, path: string, options?: { root?: string; acceptRanges?: boolean; cacheControl?: boolean }): SendStream
}
