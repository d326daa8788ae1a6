import { createServer } from 'node:http'
import { SIGNATURE_HEADER, signWebhookBody, TIMESTAMP_HEADER } from '../../src/features/lead-capture/leads/crm-webhook'

/**
 * The CRM the benchmark's server delivers to: accepts signed lead webhooks (200) or, while `available` is false,
 * refuses them all (503). It counts what it accepted per lead and per idempotency key.
 */
export type FakeCrm = {
  url: string
  setAvailable(available: boolean): void
  /** Accepted deliveries by lead id. */
  acceptedByLead: Map<number, number>
  /** Accepted deliveries by Idempotency-Key header. */
  acceptedByKey: Map<string, number>
  refused: number
  badSignatures: number
  close(): Promise<void>
}

export async function startFakeCrm(port: number, secret: string): Promise<FakeCrm> {
  let available = true
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (!available) {
        crm.refused++
        res.writeHead(503).end()
        return
      }
      const body = Buffer.concat(chunks).toString('utf8')
      if (req.headers[SIGNATURE_HEADER] !== signWebhookBody(secret, Number(req.headers[TIMESTAMP_HEADER]), body)) {
        crm.badSignatures++
        res.writeHead(401).end()
        return
      }
      const leadId = (JSON.parse(body) as { lead: { id: number } }).lead.id
      const key = String(req.headers['idempotency-key'])
      crm.acceptedByLead.set(leadId, (crm.acceptedByLead.get(leadId) ?? 0) + 1)
      crm.acceptedByKey.set(key, (crm.acceptedByKey.get(key) ?? 0) + 1)
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
  })
  const crm: FakeCrm = {
    url: `http://127.0.0.1:${port}/leads`,
    setAvailable: (value) => {
      available = value
    },
    acceptedByLead: new Map(),
    acceptedByKey: new Map(),
    refused: 0,
    badSignatures: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return crm
}
