import { describe, expect, it } from 'vitest'
import { groupByPath } from './group-by-path'

const line = (id: number, ...path: string[]) => ({ id, path })

describe('groupByPath', () => {
  it('puts consecutive lines under one path together, keeping the order, and starts again where the path changes', () => {
    const lines = [line(1, 'Crustaceans', 'Frozen'), line(2, 'Crustaceans', 'Frozen'), line(3, 'Crustaceans', 'Live'), line(4, 'Crustaceans', 'Frozen')]
    expect(groupByPath(lines)).toEqual([
      { path: ['Crustaceans', 'Frozen'], lines: [lines[0], lines[1]] },
      { path: ['Crustaceans', 'Live'], lines: [lines[2]] },
      { path: ['Crustaceans', 'Frozen'], lines: [lines[3]] },
    ])
  })

  it('tells a path from a longer one that starts with it, and joins lines with no path', () => {
    const lines = [line(1, 'Crustaceans'), line(2, 'Crustaceans', 'Frozen'), line(3), line(4)]
    expect(groupByPath(lines).map((group) => group.lines.map((l) => l.id))).toEqual([[1], [2], [3, 4]])
    expect(groupByPath([])).toEqual([])
  })
})
