import { describe, expect, it } from 'vitest'
import { alternatesFor } from './seo'

describe('alternatesFor', () => {
  it('lists the editions that publish the page, with x-default on India', () => {
    expect(alternatesFor('es-mx', '/import-factoring', ['en-in', 'es-mx', 'en-us'])).toEqual({
      canonical: 'http://localhost:3000/es-mx/import-factoring',
      languages: {
        'en-IN': 'http://localhost:3000/import-factoring',
        'es-MX': 'http://localhost:3000/es-mx/import-factoring',
        'en-US': 'http://localhost:3000/en-us/import-factoring',
        'x-default': 'http://localhost:3000/import-factoring',
      },
    })
  })

  it('points x-default to the first edition when India lacks the page', () => {
    const result = alternatesFor('en-us', '/', ['en-us'])
    expect(result?.languages).toEqual({ 'en-US': 'http://localhost:3000/en-us', 'x-default': 'http://localhost:3000/en-us' })
  })
})
