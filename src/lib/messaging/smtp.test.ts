import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { createSmtpEmailSender } from './smtp'
import { startFakeSmtpServer } from '../../../tests/support/messaging-servers'

let server: Awaited<ReturnType<typeof startFakeSmtpServer>> | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
})

describe('createSmtpEmailSender', () => {
  it('delivers the message to the recipient through the SMTP server', async () => {
    server = await startFakeSmtpServer()
    const sender = createSmtpEmailSender({ url: server.url, from: 'Northwind <no-reply@northwind.example>' })
    await sender.send({ to: 'asha@example.com', subject: 'Your Northwind verification code', text: 'Your code is 482913.', purpose: 'otp' })

    expect(server.mails).toHaveLength(1)
    const [mail] = server.mails
    expect(mail!.from).toBe('no-reply@northwind.example')
    expect(mail!.to).toEqual(['asha@example.com'])
    expect(mail!.raw).toMatch(/^Subject: Your Northwind verification code\r?$/m)
    expect(mail!.raw).toContain('482913')
  })

  it('sends attachments as MIME parts', async () => {
    server = await startFakeSmtpServer()
    const sender = createSmtpEmailSender({ url: server.url, from: 'no-reply@northwind.example' })
    const content = new TextEncoder().encode('%PDF-1.7 quote')
    await sender.send({
      to: 'asha@example.com',
      subject: 'Your estimate',
      text: 'Attached.',
      purpose: 'shipment-quote',
      attachments: [{ filename: 'estimate.pdf', contentType: 'application/pdf', content }],
    })
    const raw = server.mails[0]!.raw
    expect(raw).toMatch(/Content-Type: application\/pdf; name=estimate\.pdf/)
    expect(raw).toContain(Buffer.from(content).toString('base64'))
  })

  it('throws when the server refuses the recipient', async () => {
    server = await startFakeSmtpServer({ refuse: ['nobody@example.com'] })
    const sender = createSmtpEmailSender({ url: server.url, from: 'no-reply@northwind.example' })
    const refused = sender.send({ to: 'nobody@example.com', subject: 'New lead', text: 'Lead 42', purpose: 'lead-notification' })
    // The server quotes the address it refused; the error, which is logged, masks it there too.
    const error = (await refused.catch((thrown: unknown) => thrown)) as Error
    expect(error.message).toMatch(/^SMTP delivery to \*\*\*ody@example\.com failed: .*<\*\*\*ody@example\.com>: Recipient address rejected/)
    expect(JSON.stringify(pino.stdSerializers.err(error))).not.toContain('nobody')
  })

  it('throws when no server listens', async () => {
    const sender = createSmtpEmailSender({ url: 'smtp://127.0.0.1:9', from: 'no-reply@northwind.example', timeoutMs: 500 })
    await expect(sender.send({ to: 'a@example.com', subject: 's', text: 't', purpose: 'otp' })).rejects.toThrow(/SMTP delivery .* failed/)
  })

  it('names the missing variable instead of sending', async () => {
    const sender = createSmtpEmailSender({ from: 'no-reply@northwind.example' })
    await expect(sender.send({ to: 'a@example.com', subject: 's', text: 't', purpose: 'otp' })).rejects.toThrow('set SMTP_URL')
  })
})
