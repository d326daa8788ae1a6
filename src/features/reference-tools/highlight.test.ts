import { describe, expect, it } from 'vitest'
import { groupByChapter, splitHighlights } from './highlight'

describe('highlighted descriptions', () => {
  it('cuts the text at the ranges', () => {
    expect(
      splitHighlights('Frozen shrimps and prawns', [
        [7, 14],
        [19, 25],
      ]),
    ).toEqual([
      { text: 'Frozen ', marked: false },
      { text: 'shrimps', marked: true },
      { text: ' and ', marked: false },
      { text: 'prawns', marked: true },
    ])
  })

  it('keeps markup-looking text as text and tolerates odd ranges', () => {
    expect(splitHighlights('<b>x</b>', [])).toEqual([{ text: '<b>x</b>', marked: false }])
    expect(
      splitHighlights('abcdef', [
        [4, 99],
        [0, 2],
        [1, 3],
        [5, 5],
        [-3, 0],
      ]),
    ).toEqual([
      { text: 'ab', marked: true },
      { text: 'c', marked: true },
      { text: 'd', marked: false },
      { text: 'ef', marked: true },
    ])
    expect(splitHighlights('', [[0, 2]])).toEqual([])
  })

  it('groups hits by chapter in ranked order', () => {
    const hits = [
      { chapter: '03', c: 'a' },
      { chapter: '16', c: 'b' },
      { chapter: '03', c: 'c' },
    ]
    expect(groupByChapter(hits)).toEqual([
      { chapter: '03', hits: [hits[0], hits[2]] },
      { chapter: '16', hits: [hits[1]] },
    ])
  })
})
