import { z } from 'zod'

/**
 * Zod for the whole project: import `z` from here, not from 'zod'. Zod compiles object schemas with `new Function`
 * after probing whether eval is allowed; the Content-Security-Policy does not allow it, and the browser reports the
 * refused probe as a violation. Without compilation schemas parse the same, a little slower, and nothing is probed.
 * Set here rather than in instrumentation-client, which would put Zod on every page.
 */
z.config({ jitless: true })

export { z }
