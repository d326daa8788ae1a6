import 'server-only'
import { getTranslations } from 'next-intl/server'
import { editionPath, type EditionCode } from '@/i18n/editions'
import type { ErrorText } from './ErrorText.client'

export async function errorText(edition: EditionCode): Promise<ErrorText> {
  const t = await getTranslations({ locale: edition, namespace: 'ErrorPage' })
  return {
    title: t('title'),
    description: t('description'),
    retry: t('retry'),
    home: t('home'),
    homeHref: editionPath(edition, '/'),
    reference: t('reference'),
  }
}
