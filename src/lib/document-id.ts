/** The largest id the collections' `integer` id column holds: past it PostgreSQL refuses the query outright. */
const LARGEST_ID = 2_147_483_647

/** Whether an id read from an address ("42") can name a document: digits without a leading zero, within the column. */
export function isDocumentId(text: string): boolean {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= LARGEST_ID
}
