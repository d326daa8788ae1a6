import 'server-only'
import config from '@payload-config'
import { getPayload } from 'payload'

/** The server's Payload instance; `cron` starts the job runner (lead deliveries) with it, as Payload's own routes do. */
export const getPayloadClient = () => getPayload({ config, cron: true })
