import { getTranslations } from 'next-intl/server'
import { whatsappChatUrl } from '@/features/site-links/whatsapp'
import type { EditionCode } from '@/i18n/editions'
import type { SiteSetting } from '@/payload-types'
import { Icon } from '@/components/ui/Icon'
import { TrackedOutboundLink } from './TrackedOutboundLink.client'

const style =
  'fixed bottom-4 left-4 z-30 size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg hover:brightness-110'

/** Floating WhatsApp buttons: the desktop and the mobile numbers differ, each shown on its kind of screen. */
export async function WhatsAppButtons({ edition, settings }: { edition: EditionCode; settings: SiteSetting }) {
  const t = await getTranslations('WhatsApp')
  return (
    <>
      {settings.whatsappDesktop && (
        <TrackedOutboundLink
          href={whatsappChatUrl(settings.whatsappDesktop)}
          track={{ event: 'whatsapp_click', edition, placement: 'floating' }}
          aria-label={t('chat')}
          className={`${style} hidden md:flex`}
          data-whatsapp="desktop"
        >
          <Icon name="whatsapp" className="size-8" />
        </TrackedOutboundLink>
      )}
      {settings.whatsappMobile && (
        <TrackedOutboundLink
          href={whatsappChatUrl(settings.whatsappMobile)}
          track={{ event: 'whatsapp_click', edition, placement: 'floating' }}
          aria-label={t('chat')}
          className={`${style} flex md:hidden`}
          data-whatsapp="mobile"
        >
          <Icon name="whatsapp" className="size-8" />
        </TrackedOutboundLink>
      )}
    </>
  )
}
