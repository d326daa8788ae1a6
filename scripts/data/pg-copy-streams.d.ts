// The package ships no types; this covers the one function the importer uses.
declare module 'pg-copy-streams' {
  import type { Writable } from 'node:stream'
  import type { Submittable } from 'pg'

  export interface CopyStreamQuery extends Writable, Submittable {
    rowCount: number
  }
  export function from(text: string): CopyStreamQuery
}
