import { describe, expect, it } from 'vitest'
import { conversionEvent } from './conversion'

describe('conversion event', () => {
  it('names the form, the edition and the phone prefix', () => {
    expect(conversionEvent({ formType: 'MexicoForm', edition: 'es-mx', phonePrefix: '+52' })).toEqual({
      event: 'DomesticFormconversion',
      formType: 'MexicoForm',
      edition: 'es-mx',
      phonePrefix: '+52',
    })
  })

  it('reports +91 for a form without a phone', () => {
    expect(conversionEvent({ formType: 'BlogDownload', edition: 'en-us' }).phonePrefix).toBe('+91')
  })
})
