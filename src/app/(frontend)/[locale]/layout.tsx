import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { BootScript } from '@/chrome/shell/BootScript'
import { BRAND_ICON_DATA_URL } from '@/chrome/shell/brand-icon'
import { ContentSecurityPolicyMeta } from '@/chrome/shell/ContentSecurityPolicyMeta'
import { env } from '@/env'
import { ConsentScript } from '@/features/consent/components/ConsentScript'
import { getEdition } from '@/i18n/editions'
import { routing } from '@/i18n/routing'
import '../globals.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

// Every page renders on its first request and stays cached until the CMS revalidates it: the build reads no
// database, so an image is built once and released against any (README, "Deployment").
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  return {
    metadataBase: new URL(env.SITE_URL),
    description: t('siteDescription'),
    formatDetection: { telephone: false },
    icons: { icon: [{ url: BRAND_ICON_DATA_URL, type: 'image/svg+xml' }] },
  }
}

export const viewport: Viewport = { themeColor: '#0b3d91', width: 'device-width', initialScale: 1 }

export default async function EditionLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  return (
    <html lang={getEdition(locale).htmlLang} suppressHydrationWarning>
      <head>
        <ContentSecurityPolicyMeta locale={locale} />
        <BootScript />
        <ConsentScript edition={locale} />
      </head>
      <body>{children}</body>
    </html>
  )
}
