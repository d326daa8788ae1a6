/*
 * Payload's admin root layout, as its project generator writes it, but for the start gate: Payload's own layout and
 * views start Payload when it has not started, so while the database does not answer each admin view made its own
 * attempt. Through getPayloadClient they fail at once within seconds of the last failed start (src/lib/payload.ts),
 * to the global error page.
 */
import config from '@payload-config'
import '@payloadcms/next/css'
import type { ServerFunctionClient } from 'payload'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type React from 'react'
import { getPayloadClient } from '@/lib/payload'
import { importMap } from './admin/importMap.js'

type Args = { children: React.ReactNode }

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  return handleServerFunctions({ ...args, config, importMap })
}

const Layout = async ({ children }: Args) => {
  await getPayloadClient()
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}

export default Layout
