import { getTranslations } from 'next-intl/server'
import QRCode from 'qrcode'
import { formatPhoneForDisplay } from '@/lib/site-links/phone'
import { whatsappChatUrl } from '@/lib/site-links/whatsapp'

/** A QR code, drawn on the server as SVG, that opens a WhatsApp chat with the number (India edition). */
export async function WhatsAppQr({ number }: { number: string }) {
  const t = await getTranslations('Footer')
  const url = whatsappChatUrl(number)
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0f172a', light: '#ffffff' } })
  return (
    <div className="flex items-center gap-4 rounded-xl bg-white p-4 text-ink">
      <div
        role="img"
        aria-label={t('whatsappQrAlt', { number: formatPhoneForDisplay(number) })}
        className="size-28 shrink-0"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <div>
        <p className="font-semibold">{t('whatsappQrTitle')}</p>
        <p className="mt-1 text-sm text-muted">{t('whatsappQrText')}</p>
        <a href={url} rel="noopener" target="_blank" className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
          {formatPhoneForDisplay(number)}
        </a>
      </div>
    </div>
  )
}
