import 'server-only'
import config from '@payload-config'
import { getPayload } from 'payload'

/** The server's Payload instance (it queues jobs; only the job worker runs them). */
export const getPayloadClient = () => getPayload({ config })
