import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'
import { getEdition } from './editions'
import { routing } from './routing'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: getEdition(locale).timeZone,
  }
})
