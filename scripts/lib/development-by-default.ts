/**
 * The launcher (`npm start`, `npm run dev`...) is the newcomer's way in: on the embedded database, with the demo
 * admin and the outbox providers. It names development, which a production build otherwise refuses (src/env.ts),
 * unless the environment names another. Imported by scripts/launch.ts before anything reads the environment.
 */
export const DEVELOPMENT_NAMED_BY_LAUNCHER = !process.env.DEPLOY_ENV
process.env.DEPLOY_ENV ||= 'development'
