// Imported first by the scripts so .env files apply to them as they do to Next.
import nextEnv from '@next/env'

nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production')
