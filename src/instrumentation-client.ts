import { config } from 'zod/v4/core'

/**
 * Runs in the browser before the app. Zod compiles object schemas with `new Function` after probing whether eval
 * is allowed; the Content-Security-Policy does not allow it, and the refused probe is reported as a violation.
 * Without compilation, schemas parse the same, a little slower, and nothing is probed.
 */
config({ jitless: true })
