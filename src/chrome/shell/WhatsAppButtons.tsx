import { getTranslations } from 'next-intl/server'
import { whatsappChatUrl } from '@/lib/site-links/whatsapp'
import type { EditionCode } from '@/i18n/editions'
import type { SiteSetting } from '@/payload-types'
import { Icon } from '@/components/ui/Icon'
import { TrackedOutboundLink } from './TrackedOutboundLink.client'

const style = 'fixed bottom-4 left-4 z-30 size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg hover:brightness-110'

/** Floating WhatsApp buttons: the desktop and the mobile numbers differ, each shown on its kind of screen. */
export async function WhatsAppButtons({ edition, settings }: { edition: EditionCode; settings: SiteSetting }) {
  const t = await getTranslations('WhatsApp')
  const buttons = [
    { device: 'desktop', number: settings.whatsappDesktop, display: 'hidden md:flex' },
    { device: 'mobile', number: settings.whatsappMobile, display: 'flex md:hidden' },
  ]
  return (
    <>
      {buttons.map(
        ({ device, number, display }) =>
          number && (
            <TrackedOutboundLink
              key={device}
              href={whatsappChatUrl(number)}
              track={{ event: 'whatsapp_click', edition, placement: 'floating' }}
              aria-label={t('chat')}
              className={`${style} ${display}`}
              data-whatsapp={device}
            >
              <Icon name="whatsapp" className="size-8" />
            </TrackedOutboundLink>
          ),
      )}
    </>
  )
}
