import type { PdfCompany } from '@/lib/pdf/document'
import type { SiteSetting } from '@/payload-types'
import { formatPhoneForDisplay } from './phone'

/** The header of an edition's documents (termsheets, quotes) from its site settings: brand, legal name, offices, phone, email. */
export function companyFromSettings(settings: Pick<SiteSetting, 'brandName' | 'legalName' | 'offices' | 'phone' | 'email'>): PdfCompany {
  const lines: string[] = []
  if (settings.legalName && settings.legalName !== settings.brandName) lines.push(settings.legalName)
  for (const office of settings.offices ?? [])
    lines.push(
      `${office.title}: ${office.address
        .split(/\s*\n\s*/)
        .filter(Boolean)
        .join(', ')}`,
    )
  const contact = [settings.phone && formatPhoneForDisplay(settings.phone), settings.email].filter(Boolean).join('  |  ')
  if (contact) lines.push(contact)
  return { name: settings.brandName, lines }
}
