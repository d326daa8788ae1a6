import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** Local stand-ins for the providers, for the tests of the real senders. */

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string }
export type FakeAnswer = { status: number; body: unknown }

export async function startFakeHttpServer(answer: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const requests: RecordedRequest[] = []
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }
    requests.push(request)
    const { status, body } = await answer(request)
    res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' })
    res.end(typeof body === 'string' ? body : JSON.stringify(body))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}

type ReceivedMail = { from: string; to: string[]; raw: string }

/** A plain SMTP server without TLS or authentication; `refuse` rejects RCPT TO for those addresses. */
export async function startFakeSmtpServer({ refuse = [] }: { refuse?: string[] } = {}) {
  const mails: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(
        refuse.includes(address.address)
          ? Object.assign(new Error(`<${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 })
          : undefined,
      )
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  server.listen(0, '127.0.0.1')
  await once(server.server, 'listening')
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
