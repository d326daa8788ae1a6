/** DATA_DIR lacks a dataset's files: the import stops before touching the database. */
export class MissingDataError extends Error {}

/** A check refused the import (a file without its columns, too few usable rows, wrong counts or links): nothing was written. */
export class ImportCheckError extends Error {}
