import { describe, expect, it } from 'vitest'
import { context, post, uniquePhone } from '../setup/lead-capture'
import { baseUrl, sql } from '../setup/system'

const lookup = (gstin: string, query = '') => fetch(`${baseUrl()}/api/gst/${gstin}${query}`)

describe('GET /api/gst/{gstin}', () => {
  it('answers what the GSTIN says by itself, in the edition’s language, and that the name is not checked', async () => {
    const answer = await lookup('27aapfu0939f1zv')
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({
      gstin: '27AAPFU0939F1ZV',
      state: { code: '27', name: 'Maharashtra' },
      pan: 'AAPFU0939F',
      holder: { kind: 'firm', label: 'Firm or LLP' },
      registration: 1,
      legalName: null,
      status: null,
      nameChecked: false,
      note: 'The legal name and registration status are not checked: no GST registry provider is configured.',
    })
    expect(((await (await lookup('29AAGCB7383J1Z4', '?edition=es-mx')).json()) as { holder: { label: string } }).holder.label).toBe('Sociedad')
  })

  it('refuses a malformed GSTIN and one whose check character does not match, each with its own localized message', async () => {
    const wrongCheck = await lookup('27AAPFU0939F1ZW')
    expect(wrongCheck.status).toBe(400)
    expect(((await wrongCheck.json()) as { error: { fields: Record<string, string> } }).error.fields.gstin).toBe(
      'This GSTIN does not add up: check it for a typing error.',
    )
    const malformed = await fetch(`${baseUrl()}/api/gst/27-AAPFU`, { headers: { 'accept-language': 'es-MX' } })
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as { error: { message: string } }).error.message).toBe('Ingresa el GSTIN de 15 caracteres, por ejemplo 27AAPFU0939F1ZV.')
    for (const hostile of ['%2525zz', 'x'.repeat(300), '%00']) expect((await lookup(hostile)).status, hostile).toBe(400)
  })
})

describe('the business-loan form', () => {
  const loan = (gstin: string) => ({
    name: 'Asha Rao',
    email: 'asha@rao-exports.example',
    phoneNumber: uniquePhone(),
    countryCode: '+91',
    company: 'Rao Exports',
    loanAmount: '2500000',
    gstin,
    ...context('/business-loans/gst-business-loan'),
  })

  it('checks the GSTIN when one is given, and keeps it with the lead in capitals', async () => {
    const refused = await post('/api/forms/business-loan', loan('27AAPFU0939F1ZW'))
    expect(refused.status).toBe(400)
    expect(refused.json!.error!.fields!.gstin).toBe('This GSTIN does not add up: check it for a typing error.')
    const accepted = await post('/api/forms/business-loan', loan('27 aapfu0939f1zv'))
    expect(accepted.status).toBe(200)
    const [lead] = await sql<{ details: Record<string, unknown> }>('SELECT details FROM leads WHERE id = $1', [accepted.json!.result!.leadId])
    expect(lead!.details).toMatchObject({ gstin: '27AAPFU0939F1ZV', loanAmount: '2500000' })
    expect((await post('/api/forms/business-loan', loan(''))).status).toBe(200)
  })
})
