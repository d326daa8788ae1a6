import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = { '@': path.resolve(import.meta.dirname, 'src'), '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts') }

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'messages/**/*.test.ts'],
          environment: 'node',
          env: { SITE_URL: 'http://localhost:3000' },
        },
      },
      {
        resolve: { alias },
        test: {
          // Integration (tests/int) and browser (tests/e2e) tests share one database and one production server.
          name: 'system',
          include: ['tests/int/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Reference data (tests/data): importer and search service on their own embedded PostgreSQL.
          name: 'data',
          include: ['tests/data/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/data/global-setup.ts'],
          setupFiles: ['tests/data/setup-env.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
