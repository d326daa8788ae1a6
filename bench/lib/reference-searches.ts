/** What visitors type into the HSN finder and the HTS lookup: words, plurals, synonyms, misspellings, codes with and without dots. */
export type ReferenceSearch = { api: 'hsn' | 'hts'; kind: string; query: string }

const searches = (api: ReferenceSearch['api'], kind: string, queries: string[]) => queries.map((query) => ({ api, kind, query }))

export const REFERENCE_SEARCHES: ReferenceSearch[] = [
  ...searches('hsn', 'words', [
    'shrimp',
    'basmati rice',
    'mobile phone',
    'cotton t-shirts',
    'steel pipes',
    'olive oil',
    'laptops',
    'gold jewellery',
    'solar panel',
    'green tea',
    'machine parts',
    'frozen fish fillets',
  ]),
  ...searches('hsn', 'typo', ['shrmp', 'cahsew', 'basmti rice', 'turmerc', 'alumnum foil']),
  ...searches('hsn', 'code', ['0306.17', '8517 13', '85', '10063020', '3004']),
  ...searches('hts', 'words', [
    'live horses',
    'frozen shrimp',
    'aluminum foil',
    'lithium-ion batteries',
    '"olive oil"',
    'steel -stainless screws',
    'wooden furniture',
    'parts of machines',
    'cotton shirts',
    'maple syrup',
  ]),
  ...searches('hts', 'typo', ['shrmp', 'cofee', 'steal pipes', 'coton shirts']),
  ...searches('hts', 'code', ['0101.21.00.10', '8471.30', '010121', '9903.88', '84']),
]

/** The search API's address for one page of a search. */
export const searchApiPath = (api: ReferenceSearch['api'], query: string, page: number, pageSize: number) =>
  `/api/${api}/search?q=${encodeURIComponent(query)}&page=${page}&pageSize=${pageSize}`
