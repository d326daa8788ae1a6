import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportReport } from '../../scripts/data/import-reference-data'
import { closeReferencePool, referencePool } from '@/features/reference-tools/data/db'
import { getChapter, getHeading, getHsnCode, listSections, searchHsn } from '@/features/reference-tools/data/hsn'
import { getHtsLine, searchHts } from '@/features/reference-tools/data/hts'
import { getDatasetVersions } from '@/features/reference-tools/data/versions'
import { ensureRealData } from './real-data'

describe('the real data files (DATA_DIR)', () => {
  let first: ImportReport

  beforeAll(async () => {
    first = await ensureRealData()
  }, 120_000)

  afterAll(async () => {
    await closeReferencePool()
  })

  it('imports every dataset in well under 30 seconds, with the expected row counts', async () => {
    const { rows } = await referencePool().query<{ dataset: string; row_counts: Record<string, number>; skipped_rows: number }>(
      'SELECT dataset, row_counts, skipped_rows FROM reference.dataset_versions ORDER BY dataset',
    )
    expect(rows).toEqual([
      { dataset: 'container-specs', row_counts: { container_specs: 6 }, skipped_rows: 0 },
      { dataset: 'countries', row_counts: { countries: 249 }, skipped_rows: 0 },
      { dataset: 'emission-factors', row_counts: { emission_factors: 10 }, skipped_rows: 0 },
      // 6,940 rows less 99, 9999, 999999 and TOTAL.
      { dataset: 'hs2022', row_counts: { hs_sections: 21, hs_codes: 6936 }, skipped_rows: 4 },
      // 21,568 rows less 24 "Omitted", 20 "-", 7 duplicates and "AKASH test".
      { dataset: 'india-hsn', row_counts: { hsn_codes: 21516 }, skipped_rows: 52 },
      { dataset: 'transit-times', row_counts: { transit_times: 13 }, skipped_rows: 0 },
      // 17,611 rows less 76 duplicate codes (merged) and the 5 marked for removal (XX).
      { dataset: 'unlocode-ports', row_counts: { ports: 17530 }, skipped_rows: 5 },
      { dataset: 'us-hts', row_counts: { hts_lines: 35733 }, skipped_rows: 0 },
    ])
    if (first.datasets.some((d) => d.status === 'imported')) expect(first.durationMs).toBeLessThan(30_000)
  })

  it('finds the files unchanged on a second run', async () => {
    const again = await ensureRealData()
    expect(again.datasets.map((d) => d.status)).toEqual(Array(8).fill('unchanged'))
  })

  it('flags the India list as SOURCE.md describes it', async () => {
    const {
      rows: [counts],
    } = await referencePool().query(
      `SELECT count(*) FILTER (WHERE is_legacy AND length(code) = 8)::int AS legacy_items,
              count(*) FILTER (WHERE is_repaired AND length(code) IN (5, 7))::int AS lost_zero,
              count(*) FILTER (WHERE excluded_from_navigation)::int AS excluded,
              count(*) FILTER (WHERE length(code) = 8)::int AS items
         FROM reference.hsn_codes`,
    )
    // The converter flagged 1,593 8-digit rows parent_6digit_not_in_HS2022_list: less 15 of India's national
    // chapter 98 and 4 "Omitted" or "-" rows.
    expect(counts).toEqual({ legacy_items: 1574, lost_zero: 98, excluded: 257, items: 14323 })
  })

  it('opens a shrimp code with its breadcrumb, the HS 2022 wording and its siblings', async () => {
    const detail = await getHsnCode('0306.17.20')
    expect(detail).toMatchObject({
      ok: true,
      item: { code: '03061720', description: 'Vannamei Shrimp (LITOPENAEUS VANNAMEI)', isLegacy: false, hs2022: { code: '030617' } },
    })
    if (!detail.ok) return
    expect(detail.breadcrumb.map((b) => [b.level, b.code])).toEqual([
      ['section', 'I'],
      ['chapter', '03'],
      ['heading', '0306'],
      ['subheading', '030617'],
    ])
    expect(detail.siblings.map((s) => s.code)).toEqual(['03061711', '03061719', '03061730', '03061740', '03061750', '03061790'])
    expect(detail.children).toEqual([])
  })

  it('suggests the current codes of a legacy code', async () => {
    const detail = await getHsnCode('01011010')
    expect(detail).toMatchObject({ ok: true, item: { isLegacy: true, hs2022: { code: '0101' } } })
    if (!detail.ok) return
    expect(
      detail.currentCodes
        .map((c) => c.code)
        .slice(0, 2)
        .sort(),
    ).toEqual(['01012100', '01013010'])
  })

  it('opens a code that lost its leading zero by its published form', async () => {
    expect(await getHsnCode('2031')).toMatchObject({
      ok: true,
      item: { code: '02031', publishedCode: '2031', level: 'group', isRepaired: true, excludedFromNavigation: true },
      breadcrumb: [{ code: 'I' }, { code: '02' }, { code: '0203' }],
    })
  })

  it('lists the 21 sections with their chapters, and the chapters no section holds', async () => {
    const { sections, otherChapters } = await listSections()
    expect(sections).toHaveLength(21)
    expect(sections[0]).toMatchObject({ id: 'I', position: 1, name: 'Live animals; animal products' })
    expect(sections[0]!.chapters.map((c) => c.code)).toEqual(['01', '02', '03', '04', '05'])
    expect(sections.flatMap((s) => s.chapters)).toHaveLength(96)
    expect(otherChapters.map((c) => c.code)).toEqual(['77', '98'])
    expect(sections[0]!.chapters[2]).toMatchObject({ code: '03', hs2022Description: 'Fish and crustaceans, molluscs and other aquatic invertebrates' })
  })

  it("lists a chapter's headings with their item counts, a page at a time", async () => {
    const chapter = await getChapter('3', { limit: 2, offset: 4 })
    expect(chapter).toMatchObject({ ok: true, chapter: { code: '03' }, section: { id: 'I' }, total: 9, limit: 2, offset: 4 })
    if (!chapter.ok) return
    expect(chapter.items.map((h) => h.code)).toEqual(['0305', '0306'])
    expect(chapter.items[1]!.itemCount).toBeGreaterThan(20)
  })

  it("lists a heading's subheadings and items in code order", async () => {
    const heading = await getHeading('0306', { limit: 3 })
    expect(heading).toMatchObject({ ok: true, heading: { code: '0306', level: 'heading' }, limit: 3, offset: 0 })
    if (!heading.ok) return
    expect(heading.items.map((i) => [i.code, i.level, i.parentCode])).toEqual([
      ['030611', 'subheading', '0306'],
      ['03061100', 'tariff-item', '030611'],
      ['030612', 'subheading', '0306'],
    ])
    expect(heading.total).toBeGreaterThan(50)
  })

  it('keeps the HTS hierarchy, the inherited rates and the "03" indents', async () => {
    const males = await getHtsLine('0101.21.00.10')
    expect(males).toMatchObject({
      ok: true,
      line: { htsNumber: '0101.21.00.10', indent: 3, statSuffix: '10', units: ['No.'], generalRate: 'Free', column2Rate: 'Free', ratesInherited: true },
    })
    if (!males.ok) return
    expect(males.ancestors.map((a) => a.htsNumber ?? a.description)).toEqual(['0101', 'Horses:', '0101.21.00'])
    const quota = await getHtsLine('9823.01.02')
    expect(quota).toMatchObject({ ok: true, line: { indent: 3 } })
  })

  it('collects the chapter-99 headings a line cites and opens them', async () => {
    const beef = await getHtsLine('0201.10.50')
    expect(beef).toMatchObject({ ok: true, line: { chapter99Refs: ['9919.02.01', '9919.02.02'] } })
    if (!beef.ok) return
    expect(beef.chapter99Lines.map((l) => l.htsNumber)).toEqual(['9919.02.01', '9919.02.02'])
  })

  it('answers well-formed codes that do not exist with a typed "not-found"', async () => {
    const notFound = { ok: false, error: 'not-found' }
    expect(await getHsnCode('03069999')).toEqual(notFound)
    expect(await getChapter('99')).toEqual(notFound)
    expect(await getHeading('0399')).toEqual(notFound)
    expect(await getHtsLine('0101.99.99.99')).toEqual(notFound)
  })

  it('pages through search results', async () => {
    const first = await searchHsn('shrimp', { limit: 10 })
    const second = await searchHsn('shrimp', { limit: 10, offset: 10 })
    const beyond = await searchHts('0306', { limit: 10, offset: 5000 })
    if (!first.ok || !second.ok || !beyond.ok) throw new Error('invalid')
    expect(first.total).toBe(second.total)
    expect(second.items).toHaveLength(10)
    expect(second.items.map((i) => i.code)).not.toContain(first.items[0]!.code)
    expect(beyond).toMatchObject({ items: [], offset: 5000 })
    expect(beyond.total).toBeGreaterThan(50)
  })

  it('reports the dataset versions for the pages', async () => {
    const versions = await getDatasetVersions()
    expect(versions.map((v) => [v.dataset, v.versionLabel])).toEqual([
      ['container-specs', 'Container specifications (compiled 2026-11-21)'],
      ['countries', 'ISO 3166-1 (datasets/country-codes)'],
      ['emission-factors', 'GLEC v3.1 (2024) and Clean Cargo factors'],
      ['hs2022', 'HS 2022'],
      ['india-hsn', 'GST portal HSN master (Nov 2024)'],
      ['transit-times', 'Published transit times (2021–2025 figures)'],
      ['unlocode-ports', 'UN/LOCODE 2024-2 (AD–FR from an earlier release)'],
      ['us-hts', 'HTSUS 2026 Revision 4'],
    ])
    expect(versions[0]!.importedAt).toBeInstanceOf(Date)
  })
})
