import { describe, expect, it } from 'vitest'
import { domainGraph, loops } from './domain-loops'

const node = (source: string, ...targets: string[]) => ({ source, dependencies: targets.map((resolved) => ({ resolved })) })

describe('loops between domains', () => {
  it('folds modules into their domain and finds domains that reach each other, directly or through others', () => {
    const graph = domainGraph({
      modules: [
        node('src/features/a/x.ts', 'src/features/b/y.ts', 'src/lib/z.ts'),
        node('src/features/b/y.ts', 'src/features/c/w.ts'),
        node('src/features/c/w.ts', 'src/features/a/v.ts'),
        node('src/features/d/u.ts', 'src/features/a/x.ts'),
      ],
    })
    expect([...graph.get('a')!.keys()]).toEqual(['b'])
    expect(loops(graph)).toEqual([['a', 'b', 'c']])
  })

  it('finds none in a graph that only goes one way, and leaves tests out', () => {
    const graph = domainGraph({
      modules: [
        node('src/features/a/x.ts', 'src/features/b/y.ts'),
        node('src/features/b/y.test.ts', 'src/features/a/x.ts'),
        node('src/features/b/y.ts', 'src/features/b/z.ts'),
      ],
    })
    expect(loops(graph)).toEqual([])
  })
})
