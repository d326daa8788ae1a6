import { describe, expect, it } from 'vitest'
import { EDITION_CODES } from '@/i18n/editions'
import { MESSAGES } from '@/i18n/messages'
import { escapeHtml } from './escape-html'
import { undecodablePathAnswer } from './malformed-answers'

describe('undecodablePathAnswer', () => {
  it('says in each edition that the address cannot be read, not that a page is missing', async () => {
    for (const edition of EDITION_CODES) {
      const answer = undecodablePathAnswer(edition)
      const html = await answer.text()
      const { UnreadableAddress, NotFound } = MESSAGES[edition]
      expect(answer.status).toBe(400)
      expect(html).toContain(`<title>${escapeHtml(UnreadableAddress.title)}</title>`)
      expect(html).not.toContain(NotFound.title)
      expect(html).toContain(`>${NotFound.home}</a>`)
    }
  })
})
