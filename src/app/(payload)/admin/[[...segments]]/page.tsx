/* Payload's admin page, as its project generator writes it, but for the start gate (see ../../layout.tsx). */
import type { Metadata } from 'next'
import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import { getPayloadClient } from '@/lib/payload'
import { importMap } from '../importMap'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> => generatePageMetadata({ config, params, searchParams })

const Page = async ({ params, searchParams }: Args) => {
  await getPayloadClient()
  return RootPage({ config, params, searchParams, importMap })
}

export default Page
