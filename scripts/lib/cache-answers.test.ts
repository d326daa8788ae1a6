import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CACHE_ANSWERS_FILE, cacheAnswersVcl } from './cache-answers'

describe('answers.vcl', () => {
  it('says what the editions and messages/*.json say (after editing those, run `npm run generate:cache-answers`)', () => {
    expect(readFileSync(CACHE_ANSWERS_FILE, 'utf8')).toBe(cacheAnswersVcl())
  })

  it('answers in every edition, the Spanish one in Spanish', () => {
    const vcl = cacheAnswersVcl()
    for (const edition of ['en-in', 'es-mx', 'en-us']) expect(vcl).toContain(`req.http.x-answer-edition == "${edition}"`)
    expect(vcl).toContain('"message":"Demasiadas solicitudes desde tu conexión. Espera un minuto e inténtalo de nuevo."')
    expect(vcl).toContain('<html lang="es-MX">')
  })
})
