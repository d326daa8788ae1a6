import { getTranslations } from 'next-intl/server'
import { whatsappChatUrl } from '@/features/site-links/whatsapp'
import type { SiteSetting } from '@/payload-types'
import { Icon } from '@/components/ui/Icon'

const style =
  'fixed bottom-4 left-4 z-30 size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg hover:brightness-110'

/** Floating WhatsApp buttons: the desktop and the mobile numbers differ, each shown on its kind of screen. */
export async function WhatsAppButtons({ settings }: { settings: SiteSetting }) {
  const t = await getTranslations('WhatsApp')
  return (
    <>
      {settings.whatsappDesktop && (
        <a href={whatsappChatUrl(settings.whatsappDesktop)} rel="noopener" target="_blank" aria-label={t('chat')} className={`${style} hidden md:flex`} data-whatsapp="desktop">
          <Icon name="whatsapp" className="size-8" />
        </a>
      )}
      {settings.whatsappMobile && (
        <a href={whatsappChatUrl(settings.whatsappMobile)} rel="noopener" target="_blank" aria-label={t('chat')} className={`${style} flex md:hidden`} data-whatsapp="mobile">
          <Icon name="whatsapp" className="size-8" />
        </a>
      )}
    </>
  )
}
