import { describe, expect, it } from 'vitest'
import { EDITION_CODES } from '../src/i18n/editions'

type Tree = { [key: string]: string | Tree }

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)))
}

describe('message files', () => {
  it('define every UI string in all three editions', async () => {
    const files = await Promise.all(EDITION_CODES.map(async (code) => [code, keys((await import(`./${code}.json`)).default)] as const))
    const [, reference] = files[0]!
    for (const [, list] of files) expect([...list].sort()).toEqual([...reference].sort())
  })

  it('has no empty strings', async () => {
    for (const code of EDITION_CODES) {
      const messages = (await import(`./${code}.json`)).default as Tree
      const flat = JSON.stringify(messages)
      expect(flat).not.toMatch(/:""/)
    }
  })
})
