import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import depthLimit from 'graphql-depth-limit'
import sharp from 'sharp'
import { isAdminRequest } from './access/roles'
import { Authors } from './collections/Authors'
import { BusinessLoans } from './collections/BusinessLoans'
import { CaseStudies } from './collections/CaseStudies'
import { Categories } from './collections/Categories'
import { Documents } from './collections/Documents'
import { Events } from './collections/Events'
import { Leads } from './collections/Leads'
import { Media } from './collections/Media'
import { OutboxMessages } from './collections/OutboxMessages'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { PushNotifications } from './collections/PushNotifications'
import { PushSubscriptions } from './collections/PushSubscriptions'
import { RateCards } from './collections/RateCards'
import { Users } from './collections/Users'
import { PolicyViolations } from './collections/PolicyViolations'
import { Videos } from './collections/Videos'
import { databaseUrl, env } from './env'
import { restrictDocumentLocks } from './access/document-locks'
import { withSiteJsonEditor } from './fields/json'
import { withRowLabels } from './fields/row-labels'
import { Footer } from './globals/Footer/config'
import { Header } from './globals/Header/config'
import { LeadSettings } from './globals/LeadSettings/config'
import { deliverLeadTask } from './features/lead-capture/leads/delivery-task'
import { sendShipmentQuoteTask } from './features/calculators/shipment/email-task'
import { sendPushNotificationTask } from './features/push-notifications/send-task'
import { SiteSettings } from './globals/SiteSettings/config'
import { DEFAULT_EDITION, EDITIONS } from './i18n/editions'
import { publicPageSizeRules } from './lib/api/graphql-page-size'
import { queriesPayloadCannotRunRule } from './lib/api/graphql-query-guard'
import { answerBadRequestValues, answerDatabaseUnavailable } from './lib/api/payload-client-errors'
import { resilientPg } from './lib/pg-pool'
import { withHandledConnectFailure } from './lib/database-adapter'
import { payloadLoggerConfig } from './lib/logger'
import { refuseDefaultAdminPassword } from './lib/production-checks'
import { EVENT_TIME_ZONES } from './features/resources/time-zones'
import { PREVIEW_COLLECTIONS, previewUrl } from './features/resources/preview'

const dirname = path.dirname(fileURLToPath(import.meta.url))
/** How deep a GraphQL query may nest its fields (graphql-depth-limit counts the top field as 0). */
const GRAPHQL_MAX_DEPTH = 5
/** A query waits at most this long for a connection: never for ever when the database is gone (a hung worker). */
const DATABASE_CONNECT_TIMEOUT_MS = 10_000

export default buildConfig({
  logger: payloadLoggerConfig(),
  // No serverURL: Payload would write it in front of every upload's `url`, and a page served at another address
  // (another port, a proxy) would ask for its images there. Uploads keep site-relative urls (/api/media/file/…);
  // feeds, JSON-LD and metadata make them absolute on SITE_URL themselves. Payload adds serverURL to the CSRF
  // allowlist; without it, the site's origin is listed here.
  csrf: [new URL(env.SITE_URL).origin],
  secret: env.PAYLOAD_SECRET,
  telemetry: false,
  hooks: { afterError: [answerBadRequestValues, answerDatabaseUnavailable] },
  // The site reads at most depth 2 (a post with its related posts' images). Payload's default of 10 let one
  // anonymous `GET /api/posts?depth=10` populate related posts of related posts ten deep: minutes of work.
  maxDepth: 2,
  graphQL: {
    // GraphQL populates each relationship a query names, however deep, and maxDepth does not apply: ten levels of
    // related posts ran the process out of memory. Five levels hold every shape the site's data has
    // (Posts > docs > related > cover > url). Without a staff session, a query reads at most 100 documents at once.
    // What REST refuses of a query, GraphQL refuses too.
    validationRules: (args) => [depthLimit(GRAPHQL_MAX_DEPTH), queriesPayloadCannotRunRule(args), ...publicPageSizeRules(args)],
  },
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: dirname },
    components: { providers: ['/admin/MonacoFromSite#MonacoFromSite'] },
    meta: { titleSuffix: ' | Site admin' },
    timezones: { supportedTimezones: EVENT_TIME_ZONES.map((zone) => ({ label: zone, value: zone })), defaultTimezone: 'Asia/Kolkata' },
    livePreview: {
      collections: [...PREVIEW_COLLECTIONS],
      url: ({ data, collectionConfig, locale }) => previewUrl(collectionConfig?.slug, data?.id, locale?.code),
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 390, height: 844 },
        { label: 'Desktop', name: 'desktop', width: 1280, height: 900 },
      ],
    },
  },
  collections: [
    Pages,
    Posts,
    Events,
    Videos,
    CaseStudies,
    Authors,
    Categories,
    Media,
    Documents,
    BusinessLoans,
    Leads,
    OutboxMessages,
    PushNotifications,
    PushSubscriptions,
    RateCards,
    Users,
    PolicyViolations,
  ]
    .map(withRowLabels)
    .map(withSiteJsonEditor),
  globals: [SiteSettings, Header, Footer, LeadSettings].map(withRowLabels).map(withSiteJsonEditor),
  jobs: {
    tasks: [deliverLeadTask, sendShipmentQuoteTask, sendPushNotificationTask],
    // Through the API (/api/payload-jobs/run, queue, cancel) admins only: the worker runs jobs through the Local API.
    access: { run: isAdminRequest, queue: isAdminRequest, cancel: isAdminRequest },
    // No autoRun: Payload 3 claims jobs without a lock, so exactly one process runs them, the job worker
    // (scripts/delivery-worker.ts); web processes only queue. Jobs are rows in PostgreSQL, so a restart resumes them.
    jobsCollectionOverrides: ({ defaultJobsCollection }) =>
      withSiteJsonEditor({
        ...defaultJobsCollection,
        admin: { ...defaultJobsCollection.admin, hidden: ({ user }) => !(user?.roles as string[] | undefined)?.includes('admin'), group: 'Delivery' },
      }),
  },
  localization: {
    locales: EDITIONS.map((e) => ({ code: e.code, label: e.label })),
    defaultLocale: DEFAULT_EDITION,
    fallback: false,
    // An edition's editor publishes that edition's text and the fields all editions share ("Publish in Mexico");
    // another edition's pending draft stays a draft. "Publish all locales" is in the button's menu.
    defaultLocalePublishOption: 'active',
  },
  editor: lexicalEditor(),
  db: withHandledConnectFailure(
    postgresAdapter({
      pool: { connectionString: databaseUrl(), max: 10, connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS },
      pg: resilientPg('payload'),
      push: false,
      migrationDir: path.resolve(dirname, '../migrations'),
    }),
  ),
  sharp,
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
    // Under `next dev` only: otherwise every script, worker and test process that starts Payload would spawn
    // `payload generate:types` (seconds of CPU each) and rewrite this source file. `npm run generate` writes it.
    autoGenerate: process.env.NODE_ENV === 'development',
  },
  onInit: async (payload) => {
    if (env.DEPLOY_ENV === 'production') await refuseDefaultAdminPassword(payload)
  },
}).then(restrictDocumentLocks)
