/** The part of pg's Pool and PoolClient the lead-capture services use, so tests can pass either. */
export type Queryable = {
  query<R extends Record<string, unknown> = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }>
}
