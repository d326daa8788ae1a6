import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signWebhookBody } from '../../src/features/lead-capture/leads/crm-webhook'
import { MAILBOX_OF_EMAIL, mailboxOf } from '../../src/features/lead-capture/otp/mailbox'
import { codeFromOutbox, context, countLeads, generateOtp, nextIp, post, uniquePhone, verifiedRequest, verifyOtp } from '../setup/lead-capture'
import { ADMIN, baseUrl, loginHeaders, metricValue, sql, waitFor } from '../setup/system'
import { TEST_CRM_PORT, TEST_CRM_SECRET } from '../setup/test-env'

const domesticLead = (phone: string, requestId: string, overrides: Record<string, unknown> = {}) => ({
  formType: 'DomesticForm',
  name: 'Asha Rao',
  email: 'asha@rao-exports.example',
  phoneNumber: phone,
  countryCode: '+91',
  company: 'Rao Exports',
  businessType: 'export',
  turnover: '2500000',
  timeLineForFinance: 'In 2 Weeks',
  website: 'https://rao-exports.example',
  requestId,
  ...context('/export-factoring'),
  utm: { source: 'newsletter', campaign: 'diwali' },
  ...overrides,
})

// The CRM fake: refuses the first deliveries of a lead by its phone (others' deliveries run meanwhile), then
// accepts, recording what it got.
const crm = { refusals: new Map<string, number>(), received: [] as { headers: Record<string, string | string[] | undefined>; body: string }[] }
let crmServer: Server

beforeAll(async () => {
  crmServer = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const phone = (JSON.parse(body) as { lead?: { phone?: string } }).lead?.phone ?? ''
      const refusals = crm.refusals.get(phone) ?? 0
      if (refusals > 0) {
        crm.refusals.set(phone, refusals - 1)
        res.writeHead(503).end()
        return
      }
      crm.received.push({ headers: req.headers, body })
      res.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => crmServer.listen(TEST_CRM_PORT, '127.0.0.1', resolve))
})
afterAll(() => new Promise((resolve) => crmServer.close(resolve)))

describe('one-time codes', () => {
  it('sends a six-digit code stored only as a hash, and verifies it once', async () => {
    const phone = uniquePhone()
    const sent = await generateOtp(phone)
    expect(sent.status).toBe(200)
    const requestId = sent.json!.result!.requestId as string
    const code = await codeFromOutbox({ reference: requestId })
    const [row] = await sql<{ phone: string; code_hash: Buffer }>('SELECT phone, code_hash FROM lead_capture.otp_requests WHERE id = $1', [requestId])
    expect(row!.phone).toBe(`+91${phone}`)
    expect(row!.code_hash.toString('hex')).not.toContain(code)

    expect((await verifyOtp(requestId, code)).json).toEqual({ status: 200, result: { verified: true } })
    const reused = await verifyOtp(requestId, code)
    expect(reused.status).toBe(409)
    expect(reused.json!.error!.code).toBe('OTP_USED')
  })

  it('refuses wrong codes with the spec messages and kills the request at the fifth', async () => {
    const sent = await generateOtp(uniquePhone())
    const requestId = sent.json!.result!.requestId as string
    const code = await codeFromOutbox({ reference: requestId })
    const wrong = code === '000000' ? '111111' : '000000'

    const format = await verifyOtp(requestId, '12ab')
    expect(format.status).toBe(400)
    expect(format.json!.error!.fields!['data.otp']).toBe('Incorrect OTP')

    for (let i = 1; i <= 4; i++) {
      const attempt = await verifyOtp(requestId, wrong)
      expect(attempt.status).toBe(422)
      expect(attempt.json!.error!.message).toBe('Please enter correct OTP')
    }
    const fifth = await verifyOtp(requestId, wrong)
    expect(fifth.status).toBe(410)
    expect(fifth.json!.error!.code).toBe('OTP_LOCKED')
    expect((await verifyOtp(requestId, code)).json!.error!.code).toBe('OTP_LOCKED')
  })

  it('refuses an expired code, in Spanish for the Mexican edition', async () => {
    const sent = await generateOtp(uniquePhone('+52'), { country: 'Mexico', language: 'es-MX' })
    const requestId = sent.json!.result!.requestId as string
    await sql(`UPDATE lead_capture.otp_requests SET expires_at = now() - interval '1 second' WHERE id = $1`, [requestId])
    const expired = await verifyOtp(requestId, await codeFromOutbox({ reference: requestId }), { language: 'es-MX' })
    expect(expired.status).toBe(410)
    expect(expired.json!.error!.message).toBe('Este código expiró. Solicita un nuevo OTP.')
  })

  it('only sends to the countries the editions serve, and validates the request', async () => {
    const brazil = await generateOtp(uniquePhone(), { country: 'Brazil' })
    expect(brazil.status).toBe(400)
    expect(brazil.json!.error!.fields!['data.country']).toContain('India (+91), Mexico (+52)')
    const short = await generateOtp('98765')
    expect(short.json!.error!.fields!['data.phone']).toBe('Please fill this with valid phone number.')
  })

  it("texts no number outside the served countries, though it has ten digits: Jamaica's under +1, India's 0000000000", async () => {
    const before = await sql('SELECT count(*)::int AS n FROM lead_capture.otp_requests')
    for (const [phone, country] of [
      ['8765550100', 'USA'],
      ['8765550100', 'Canada'],
      ['0000000000', 'India'],
      ['0000000000', 'Mexico'],
    ]) {
      const answer = await generateOtp(phone!, { country })
      expect(answer.status, `${phone} ${country}`).toBe(400)
      expect(answer.json!.error!.fields!['data.phone']).toBe('Please fill this with valid phone number.')
    }
    expect(await sql('SELECT count(*)::int AS n FROM lead_capture.otp_requests')).toEqual(before)
    expect((await generateOtp(uniquePhone('+1'), { country: 'USA' })).status).toBe(200)
  })

  it('enforces the resend cooldown and the per-phone limit, saying when to retry', async () => {
    const phone = uniquePhone()
    expect((await generateOtp(phone)).status).toBe(200)
    const recipientRefusals = () => metricValue('northwind_rate_limit_refusals_total', { limit: 'otp-send:recipient' })
    const before = await recipientRefusals()
    const tooSoon = await generateOtp(phone)
    expect(tooSoon.status).toBe(429)
    expect(await recipientRefusals()).toBe(before + 1)
    expect(tooSoon.headers.get('retry-after')).toBeTruthy()
    // Past the cooldown each time, the third send in ten minutes is the last one allowed.
    const ageRequests = () => sql(`UPDATE lead_capture.otp_requests SET created_at = created_at - interval '1 minute' WHERE phone = $1`, [`+91${phone}`])
    await ageRequests()
    expect((await generateOtp(phone)).status).toBe(200)
    await ageRequests()
    expect((await generateOtp(phone)).status).toBe(200)
    await ageRequests()
    const fourth = await generateOtp(phone)
    expect(fourth.status).toBe(429)
    expect(fourth.json!.error!.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/)
  })

  it('limits sends per client address, and counts the refusals for the operators', async () => {
    const ip = nextIp()
    const refusals = () => metricValue('northwind_rate_limit_refusals_total', { limit: 'otp-send:ip:10m' })
    const before = await refusals()
    for (let i = 0; i < 10; i++) expect((await generateOtp(uniquePhone(), { ip })).status).toBe(200)
    expect((await generateOtp(uniquePhone(), { ip })).status).toBe(429)
    expect(await refusals()).toBe(before + 1)
  })

  it('counts the sends of the window before as well, so a client cannot spend the limit twice across its edge', async () => {
    const ip = nextIp()
    const { hashIp } = await import('../../src/lib/api/request-meta')
    // A flood in the last ten-minute window: its share still in the last ten minutes outweighs the limit
    // until the last few milliseconds of this window.
    await sql(
      `INSERT INTO lead_capture.rate_limit_counters (bucket, subject, window_start, window_end, hits)
       VALUES ('otp-send:ip:10m', $1, to_timestamp(floor(extract(epoch FROM now()) / 600) * 600 - 600), to_timestamp(floor(extract(epoch FROM now()) / 600) * 600), 1000000)`,
      [hashIp(ip)],
    )
    const limited = await generateOtp(uniquePhone(), { ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await generateOtp(uniquePhone(), { ip: nextIp() })).status).toBe(200)
  })

  it('sends one code to a phone that 20 callers ask for at once, each from its own address', async () => {
    const phone = uniquePhone()
    const answers = await Promise.all(Array.from({ length: 20 }, () => generateOtp(phone)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(429)])
    expect(await sql('SELECT id FROM lead_capture.otp_requests WHERE phone = $1', [`+91${phone}`])).toHaveLength(1)
  })

  it('limits codes per e-mail address too, whatever the phone', async () => {
    const email = `limits-${Date.now()}@inbox.example`
    expect((await generateOtp(uniquePhone(), { email })).status).toBe(200)
    const again = await generateOtp(uniquePhone(), { email: email.toUpperCase() })
    expect(again.status).toBe(429)
    // A "+tag" reaches the same inbox: "+1", "+2"… each got a code.
    const tagged = email.replace('@', '+2@')
    expect((await generateOtp(uniquePhone(), { email: tagged })).status).toBe(429)
    // The SQL reading of a mailbox is the code's, and its index is the migration's.
    const address = 'Ana.Ruiz+promo@Textiles.EXAMPLE'
    const [read] = await sql<{ mailbox: string }>(`SELECT ${MAILBOX_OF_EMAIL.replace('lower(email)', 'lower($1::text)')} AS mailbox`, [address])
    expect(read!.mailbox).toBe(mailboxOf(address))
    const [index] = await sql<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE indexname = 'otp_requests_mailbox_created_idx'`)
    expect(index!.indexdef).toContain(String.raw`'\+[^@]*@'`)
  })

  it('mails no sentence a visitor typed as a name: the name is refused before anything is sent', async () => {
    const email = `victim-${Date.now()}@inbox.example`
    const answer = await generateOtp(uniquePhone(), { email, recipientName: 'your account is suspended call 555 0100 now' })
    expect(answer.status).toBe(400)
    expect(answer.json!.error!.fields!['data.recipientName']).toBe('Use letters only in the name.')
    expect(await sql('SELECT id FROM outbox_messages WHERE "to" = $1', [email])).toEqual([])
    const spanish = await generateOtp(uniquePhone(), { email, recipientName: 'Visita http://x.example', language: 'es-MX' })
    expect(spanish.json!.error!.fields!['data.recipientName']).toBe('Usa solo letras en el nombre.')
    expect((await generateOtp(uniquePhone(), { email, recipientName: "María O'Neil-Pérez" })).status).toBe(200)
  })
})

describe('captcha', () => {
  const otpBody = () => ({
    urlType: 'otp_generate',
    method: 'POST',
    data: { otpRequestType: 'PHONE', otpType: 'TERMSHEET', phone: uniquePhone(), country: 'India', otpLength: 6 },
  })

  it('refuses a missing or forged token with "Invalid captcha"', async () => {
    for (const token of [null, 'bm90IGEgdG9rZW4=']) {
      const result = await post('/api/otp', otpBody(), { token })
      expect(result.status).toBe(403)
      expect(result.json!.error).toMatchObject({ code: 'CAPTCHA_FAILED', message: 'Invalid captcha' })
    }
  })

  it('accepts each token once', async () => {
    const { captchaToken } = await import('../setup/lead-capture')
    const token = await captchaToken('otp')
    expect((await post('/api/otp', otpBody(), { token })).status).toBe(200)
    expect((await post('/api/otp', otpBody(), { token })).status).toBe(403)
  })
})

describe('the domestic lead', () => {
  it('stores step 1 as a partial lead once the phone is verified, completes it with step 2 and delivers it', async () => {
    const phone = uniquePhone()
    const requestId = await verifiedRequest(phone, { lead: { businessType: 'export', turnover: '2500000', sourceUrl: `${baseUrl()}/export-factoring` } })
    const [partial] = await sql<{ id: number; completion: string; amount: string }>('SELECT id, completion, amount FROM leads WHERE otp_request_id = $1', [
      requestId,
    ])
    expect(partial).toMatchObject({ completion: 'partial' })

    const sent = await post('/api/contact-us/v1/create-form', domesticLead(phone, requestId))
    expect(sent.status).toBe(200)
    expect(sent.json!.result!.leadId).toBe(partial!.id)
    const [lead] = await sql<Record<string, unknown>>('SELECT * FROM leads WHERE id = $1', [partial!.id])
    expect(lead).toMatchObject({
      completion: 'complete',
      form_type: 'DomesticForm',
      edition: 'en-in',
      phone: `+91${phone}`,
      company: 'Rao Exports',
      currency: 'USD',
      timeline: 'In 2 Weeks',
      phone_verified: true,
      utm_source: 'newsletter',
      utm_campaign: 'diwali',
      status: 'new',
    })
    expect(lead!.ip_hash).toMatch(/^[0-9a-f]{32}$/)

    // Delivery: the sales e-mail lands in the outbox, the CRM receives the signed lead.
    const mail = await waitFor(
      async () => (await sql<{ to: string; subject: string }>(`SELECT "to", subject FROM outbox_messages WHERE reference = $1`, [`lead-${partial!.id}`]))[0],
    )
    expect(mail).toMatchObject({ to: 'sales.in@northwind.example' })
    expect(mail.subject).toContain('Rao Exports')
    const delivery = await waitFor(async () => crm.received.find((r) => JSON.parse(r.body).lead.id === partial!.id))
    const timestamp = Number(delivery.headers['x-signature-timestamp'])
    expect(delivery.headers['x-signature']).toBe(signWebhookBody(TEST_CRM_SECRET, timestamp, delivery.body))
    // The worker delivered it as part of the request that completed the lead (its log lines carry the same id).
    expect(delivery.headers['x-request-id']).toBe(sent.headers.get('x-request-id'))
  })

  it("keeps a domestic business's amount in its edition's currency: rupees in India, US dollars in Mexico and the USA", async () => {
    const cases = [
      { dial: '+91', country: 'India', path: '/', currency: 'INR' },
      { dial: '+52', country: 'Mexico', path: '/es-mx/export-factoring', currency: 'USD' },
      { dial: '+1', country: 'USA', path: '/en-us/enterprise', currency: 'USD' },
    ] as const
    for (const { dial, country, path, currency } of cases) {
      const phone = uniquePhone(dial)
      const requestId = await verifiedRequest(phone, { country, lead: { businessType: 'domestic', turnover: '500000', sourceUrl: `${baseUrl()}${path}` } })
      const [partial] = await sql<{ currency: string }>('SELECT currency FROM leads WHERE otp_request_id = $1', [requestId])
      expect(partial, path).toEqual({ currency })
    }
  })

  it('needs a verified request for the same phone', async () => {
    const phone = uniquePhone()
    const requestId = await verifiedRequest(phone)
    const before = await countLeads()
    const otherPhone = await post('/api/contact-us/v1/create-form', domesticLead(uniquePhone(), requestId))
    expect(otherPhone.status).toBe(403)
    expect(otherPhone.json!.error!.code).toBe('PHONE_NOT_VERIFIED')
    const unverified = await generateOtp(phone.replace(/^9/, '8'))
    const pending = await post('/api/contact-us/v1/create-form', domesticLead(phone.replace(/^9/, '8'), unverified.json!.result!.requestId as string))
    expect(pending.status).toBe(403)
    expect(await countLeads()).toBe(before)
  })

  it('takes only the code sent to the phone as proof of the phone: the e-mailed one of EMAIL_WHATSAPP proves the inbox', async () => {
    // The e-mail may be anyone's: with one code for both, whoever named their own address "verified" any phone.
    const phone = uniquePhone()
    const email = `inbox-${Date.now()}@attacker.example`
    const sent = await generateOtp(phone, { email })
    const requestId = sent.json!.result!.requestId as string
    const whatsappCode = await codeFromOutbox({ reference: requestId })
    const [mail] = await sql<{ body: string }>(`SELECT body FROM outbox_messages WHERE reference = $1 AND channel = 'email'`, [requestId])
    const emailedCode = mail!.body.match(/\b\d{6}\b/)![0]
    expect(emailedCode).not.toBe(whatsappCode)
    expect((await verifyOtp(requestId, emailedCode)).status).toBe(200)
    const domestic = await post('/api/contact-us/v1/create-form', domesticLead(phone, requestId))
    expect(domestic.status).toBe(403)
    expect(domestic.json!.error!.code).toBe('PHONE_NOT_VERIFIED')
    // The Mexico form does not need the phone verified: the lead is kept, not as verified.
    const mexico = await post('/api/contact-us/v1/create-mexico-form', {
      formType: 'MexicoForm',
      company: 'Textiles del Norte',
      email,
      phoneNumber: phone,
      countryCode: '+91',
      companyType: 'exporter',
      requestId,
      ...context('/es-mx/contact-us'),
    })
    expect(mexico.status).toBe(200)
    const [lead] = await sql<{ phone_verified: boolean }>('SELECT phone_verified FROM leads WHERE id = $1', [mexico.json!.result!.leadId])
    expect(lead).toEqual({ phone_verified: false })
    // The code the phone got is the proof.
    const other = uniquePhone()
    const second = (await generateOtp(other, { email: `inbox2-${Date.now()}@attacker.example` })).json!.result!.requestId as string
    expect((await verifyOtp(second, await codeFromOutbox({ reference: second }))).status).toBe(200)
    expect((await post('/api/contact-us/v1/create-form', domesticLead(other, second))).status).toBe(200)
  })

  it('answers every field problem with the spec messages, localized, and stores nothing', async () => {
    const before = await countLeads()
    const bad = await post(
      '/api/contact-us/v1/create-form',
      domesticLead('12345', '00000000-0000-4000-8000-000000000000', {
        name: '',
        email: 'not-an-email',
        company: ' ',
        turnover: '12a',
        timeLineForFinance: 'Someday',
      }),
    )
    expect(bad.status).toBe(400)
    expect(bad.json!.error!.fields).toEqual({
      name: 'This field is required.',
      email: 'Email is not valid.',
      phoneNumber: 'Please fill this with valid phone number.',
      company: 'This field is required.',
      turnover: 'This field is required with valid amount',
      timeLineForFinance: 'Please choose one of the options.',
    })
    const gmail = await post(
      '/api/contact-us/v1/create-form',
      domesticLead(uniquePhone(), '00000000-0000-4000-8000-000000000000', { email: 'asha@Gmail.com' }),
      { language: 'es-MX' },
    )
    expect(gmail.json!.error!.fields!.email).toBe('Proporciona el correo electrónico oficial de la empresa.')
    // Any free mail provider of the maintained list, not only the few the settings name.
    for (const email of ['asha@outlook.com', 'asha@hotmail.com', 'asha@rediffmail.com', 'asha@yahoo.co.in']) {
      const free = await post('/api/contact-us/v1/create-form', domesticLead(uniquePhone(), '00000000-0000-4000-8000-000000000000', { email }))
      expect(free.json!.error!.fields!.email, email).toBe('Kindly provide the official email associated with the company.')
    }
    const jamaica = await post(
      '/api/forms/export-form',
      {
        name: 'Asha Rao',
        email: 'asha@rao-exports.example',
        phoneNumber: '8765550100',
        countryCode: '+1',
        company: 'Rao Exports',
        annualExports: '900000',
        ...context('/en-us/export-factoring'),
      },
      { language: 'en-US' },
    )
    expect(jamaica.json!.error!.fields!.phoneNumber).toBe('Please fill this with valid phone number.')
    expect(await countLeads()).toBe(before)
  })

  it('updates the lead of a repeat submission within ten minutes instead of duplicating it', async () => {
    const phone = uniquePhone()
    const requestId = await verifiedRequest(phone)
    const first = await post('/api/contact-us/v1/create-form', domesticLead(phone, requestId))
    const second = await post('/api/contact-us/v1/create-form', domesticLead(phone, requestId, { company: 'Rao Exports Pvt Ltd' }))
    expect(second.json!.result!.leadId).toBe(first.json!.result!.leadId)
    const [lead] = await sql<{ company: string; submissions: number }>('SELECT company, submissions::int AS submissions FROM leads WHERE id = $1', [
      first.json!.result!.leadId,
    ])
    expect(lead).toEqual({ company: 'Rao Exports Pvt Ltd', submissions: 2 })
  })

  it('refuses the honeypot, a too-quick fill, broken and oversized bodies', async () => {
    const before = await countLeads()
    const phone = uniquePhone()
    const trap = await post('/api/contact-us/v1/create-form', domesticLead(phone, '00000000-0000-4000-8000-000000000000', { referralCode: 'x' }))
    expect(trap.status).toBe(422)
    const quick = await post('/api/contact-us/v1/create-form', domesticLead(phone, '00000000-0000-4000-8000-000000000000', { startedAt: Date.now() }))
    expect(quick.json!.error!.code).toBe('AUTOMATED_SUBMISSION')
    expect((await post('/api/contact-us/v1/create-form', null, { rawBody: '{"name":' })).status).toBe(400)
    expect((await post('/api/contact-us/v1/create-form', null, { rawBody: 'name=x', contentType: 'application/x-www-form-urlencoded' })).status).toBe(415)
    expect((await post('/api/contact-us/v1/create-form', { name: 'x'.repeat(20_000) })).status).toBe(413)
    expect(await countLeads()).toBe(before)
  })

  it('limits submissions per client address', async () => {
    const ip = nextIp()
    const { hashIp } = await import('../../src/lib/api/request-meta')
    await sql(
      `INSERT INTO lead_capture.rate_limit_counters (bucket, subject, window_start, window_end, hits)
       VALUES ('lead-submit:ip:10m', $1, to_timestamp(floor(extract(epoch FROM now()) / 600) * 600), to_timestamp(floor(extract(epoch FROM now()) / 600) * 600 + 600), 20)`,
      [hashIp(ip)],
    )
    const phone = uniquePhone()
    const limited = await post('/api/contact-us/v1/create-form', domesticLead(phone, await verifiedRequest(phone)), { ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('the Mexico and other forms', () => {
  const mexicoLead = (overrides: Record<string, unknown> = {}) => ({
    formType: 'MexicoForm',
    company: 'Textiles del Norte',
    email: 'ana@textiles.example',
    phoneNumber: '5512345678',
    countryCode: '+52',
    companyType: 'exporter',
    financeRequirement: '150000',
    ...context('/es-mx/contact-us'),
    ...overrides,
  })

  it('stores a Mexico lead, with a verified phone in the OTP variant', async () => {
    const plain = await post('/api/contact-us/v1/create-mexico-form', mexicoLead(), { language: 'es-MX' })
    expect(plain.status).toBe(200)
    const phone = uniquePhone('+52')
    const requestId = await verifiedRequest(phone, { country: 'Mexico' })
    const verified = await post('/api/contact-us/v1/create-mexico-form', mexicoLead({ phoneNumber: phone, requestId }), { language: 'es-MX' })
    expect(verified.status).toBe(200)
    const [lead] = await sql<{ edition: string; phone_verified: boolean; currency: string }>(
      'SELECT edition, phone_verified, currency FROM leads WHERE id = $1',
      [verified.json!.result!.leadId],
    )
    expect(lead).toEqual({ edition: 'es-mx', phone_verified: true, currency: 'USD' })
    const badPhone = await post('/api/contact-us/v1/create-mexico-form', mexicoLead({ phoneNumber: '55' }), { language: 'es-MX' })
    expect(badPhone.json!.error!.fields!.phoneNumber).toBe('Número de teléfono no válido.')
  })

  it('lets no one else overwrite a visitor’s lead by sending the same form with the same phone', async () => {
    const phone = uniquePhone('+52')
    const requestId = await verifiedRequest(phone, { country: 'Mexico' })
    const victim = await post('/api/contact-us/v1/create-mexico-form', mexicoLead({ phoneNumber: phone, requestId, company: 'Víctima SA' }), {
      language: 'es-MX',
    })
    // Without the verification, from elsewhere: this replaced the verified lead's company and e-mail, and its flag.
    const other = await post('/api/contact-us/v1/create-mexico-form', mexicoLead({ phoneNumber: phone, company: 'Otra', email: 'x@otra.example' }), {
      language: 'es-MX',
    })
    expect(other.status).toBe(200)
    expect(other.json!.result!.leadId).not.toBe(victim.json!.result!.leadId)
    const [lead] = await sql<{ company: string; phone_verified: boolean }>('SELECT company, phone_verified FROM leads WHERE id = $1', [
      victim.json!.result!.leadId,
    ])
    expect(lead).toEqual({ company: 'Víctima SA', phone_verified: true })
    // The same visitor sending an unverified form again, from the same address, still updates their lead.
    const ip = nextIp()
    const repeatPhone = uniquePhone('+52')
    const first = await post('/api/contact-us/v1/create-mexico-form', mexicoLead({ phoneNumber: repeatPhone }), { language: 'es-MX', ip })
    const again = await post('/api/contact-us/v1/create-mexico-form', mexicoLead({ phoneNumber: repeatPhone, company: 'Textiles del Norte SA' }), {
      language: 'es-MX',
      ip,
    })
    expect(again.json!.result!.leadId).toBe(first.json!.result!.leadId)
  })

  it('stores the supplier connect form only with the terms accepted, and knows its forms', async () => {
    const supplier = {
      name: 'Luis Pérez',
      email: 'luis@proveedor.example',
      phoneNumber: '5598765432',
      countryCode: '+52',
      company: 'Proveedor SA',
      ...context('/india-mexico-supplier'),
    }
    const refused = await post('/api/forms/supplier-connect', supplier)
    expect(refused.json!.error!.fields!.termsConsent).toBe('Please accept the terms to continue.')
    const accepted = await post('/api/forms/supplier-connect', { ...supplier, termsConsent: true })
    expect(accepted.status).toBe(200)
    const [lead] = await sql<{ form_type: string; consent: boolean }>('SELECT form_type, consent FROM leads WHERE id = $1', [accepted.json!.result!.leadId])
    expect(lead).toEqual({ form_type: 'SupplierConnect', consent: true })
    const partner = await post('/api/forms/partner-program', { ...supplier, partnerType: 'consultant' })
    const [partnerLead] = await sql<{ details: Record<string, unknown> }>('SELECT details FROM leads WHERE id = $1', [partner.json!.result!.leadId])
    expect(partnerLead!.details).toEqual({ partnerType: 'consultant' })
    expect((await post('/api/forms/no-such-form', supplier)).status).toBe(404)
  })
})

describe('who sees leads', () => {
  it('lets sales and admins read and export leads; editors, visitors and the API cannot create or read them', async () => {
    const admin = await loginHeaders(ADMIN.email, ADMIN.password)
    for (const role of ['sales', 'editor']) {
      await fetch(`${baseUrl()}/api/users`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ email: `${role}@leads.example`, password: `${role}-password-123`, roles: [role] }),
      })
    }
    const sales = await loginHeaders('sales@leads.example', 'sales-password-123')
    const editor = await loginHeaders('editor@leads.example', 'editor-password-123')

    expect((await fetch(`${baseUrl()}/api/leads`)).status).toBe(403)
    expect((await fetch(`${baseUrl()}/api/leads`, { headers: editor })).status).toBe(403)
    expect((await fetch(`${baseUrl()}/api/leads`, { headers: sales })).status).toBe(200)
    expect((await fetch(`${baseUrl()}/api/leads`, { headers: admin })).status).toBe(200)
    for (const headers of [{ 'content-type': 'application/json' }, sales, admin]) {
      const created = await fetch(`${baseUrl()}/api/leads`, { method: 'POST', headers, body: JSON.stringify({ formType: 'DomesticForm', edition: 'en-in' }) })
      expect(created.status).toBe(403)
    }
    expect((await fetch(`${baseUrl()}/api/outbox-messages`, { headers: sales })).status).toBe(403)
    expect((await fetch(`${baseUrl()}/api/outbox-messages`, { headers: admin })).status).toBe(200)

    const csv = await fetch(`${baseUrl()}/api/leads/export.csv?where[formType][equals]=MexicoForm`, { headers: sales })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const lines = (await csv.text()).trim().split('\r\n')
    expect(lines[0]).toMatch(/^id,createdAt,/)
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.slice(1).every((line) => line.includes('MexicoForm'))).toBe(true)
    expect((await fetch(`${baseUrl()}/api/leads/export.csv`, { headers: editor })).status).toBe(403)
  })
})

describe('delivery to the CRM', () => {
  it('retries with backoff while the CRM refuses and delivers once it accepts', async () => {
    const phone = uniquePhone()
    crm.refusals.set(`+91${phone}`, 2)
    const sent = await post('/api/contact-us/v1/create-form', domesticLead(phone, await verifiedRequest(phone)))
    const leadId = sent.json!.result!.leadId as number
    const delivered = await waitFor(
      async () =>
        (
          await sql<{ crm_delivery: string; crm_attempts: number }>(
            `SELECT crm_delivery, crm_attempts::int AS crm_attempts FROM leads WHERE id = $1 AND crm_delivery = 'delivered'`,
            [leadId],
          )
        )[0],
      45_000,
    )
    expect(delivered.crm_attempts).toBe(3)
    expect(crm.received.filter((r) => JSON.parse(r.body).lead.id === leadId)).toHaveLength(1)
  })
})
