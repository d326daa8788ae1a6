// Next ships its compiled copy of the `compression` middleware without types.
declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void
}
