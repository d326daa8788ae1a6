import type { LeadFormChoice } from '../../../src/blocks/LeadForm/forms'
import type { EditionCode } from '../../../src/i18n/editions'
import type { PageSeed } from '../types'
import { BUSINESS_LOAN_PAGES } from './pages/business-loans'

type Placement = { form: LeadFormChoice; heading: string; text: string }

const BUSINESS_LOAN_FORM: Partial<Record<EditionCode, Placement>> = {
  'en-in': { form: 'business-loan', heading: 'Check your business loan eligibility', text: 'Loans up to INR 1 Cr. A specialist calls you back with an offer.' },
}

/**
 * The lead forms placed on pages, per edition (the footer's Get Financed panel carries the domestic/export
 * form on every page). Each form goes before the page's closing call to action.
 */
const PLACEMENTS: Record<string, Partial<Record<EditionCode, Placement>>> = {
  '/': {
    'es-mx': { form: 'mexico', heading: 'Solicita tu financiamiento', text: 'Cuéntanos de tu empresa y un especialista te contactará en un día hábil.' },
  },
  '/contact-us': {
    'es-mx': { form: 'mexico-otp', heading: 'Habla con un especialista', text: 'Verifica tu teléfono con un código y te llamamos en un día hábil.' },
    'en-us': { form: 'mexico', heading: 'Request financing', text: 'Tell us about your company and a specialist calls you back within one business day.' },
  },
  '/india-mexico-supplier': {
    'en-in': {
      form: 'supplier-connect',
      heading: 'Connect with Mexican buyers',
      text: 'Share your details and our India–Mexico desk will introduce you to verified buyers.',
    },
    'es-mx': {
      form: 'supplier-connect',
      heading: 'Conéctate con proveedores de la India',
      text: 'Comparte tus datos y nuestro equipo India–México te presentará proveedores verificados.',
    },
  },
  '/india-mexico-connect': {
    'en-in': {
      form: 'india-mexico-event',
      heading: 'Join the India–Mexico trade meet',
      text: 'Register your interest and we will send you the dates and agenda.',
    },
    'es-mx': {
      form: 'india-mexico-event',
      heading: 'Participa en el encuentro comercial India–México',
      text: 'Registra tu interés y te enviaremos las fechas y la agenda.',
    },
  },
  '/india-mexico-buyer': {
    'en-in': {
      form: 'buyer-eligibility',
      heading: 'Check your buyer’s eligibility',
      text: 'Tell us who you sell to and we will tell you how much we can finance against their invoices.',
    },
    'es-mx': {
      form: 'buyer-eligibility',
      heading: 'Consulta la elegibilidad de tu comprador',
      text: 'Dinos a quién le vendes y te diremos cuánto podemos financiar contra sus facturas.',
    },
  },
  '/partner-program': {
    'en-in': {
      form: 'partner-program',
      heading: 'Apply to the partner program',
      text: 'Tell us how you work with exporters and our partnerships team will get in touch.',
    },
    'es-mx': {
      form: 'partner-program',
      heading: 'Solicita unirte al programa de socios',
      text: 'Cuéntanos cómo trabajas con exportadores y nuestro equipo de alianzas te contactará.',
    },
  },
  '/global-buyer': {
    'en-in': {
      form: 'global-buyer',
      heading: 'Pay your Indian suppliers on better terms',
      text: 'Leave your details and we will show you how supplier finance works for your purchases.',
    },
  },
  '/lead-magnet': {
    'en-in': {
      form: 'lead-magnet',
      heading: 'Get the exporter’s finance guide',
      text: 'We will e-mail you the guide and keep you posted on new trade finance resources.',
    },
  },
  '/business-loan': BUSINESS_LOAN_FORM,
  ...Object.fromEntries(BUSINESS_LOAN_PAGES.map((page) => [page.path, BUSINESS_LOAN_FORM])),
  '/export-factoring/termsheet': {
    'en-in': {
      form: 'export-form',
      heading: 'Request your termsheet',
      text: 'Tell us about your exports and receive an indicative termsheet within one business day.',
    },
  },
}

/** The seeded pages with their lead forms inserted. */
export function withLeadForms(pages: PageSeed[]): PageSeed[] {
  return pages.map((page) => {
    const placements = PLACEMENTS[page.path]
    if (!placements) return page
    const content = Object.fromEntries(
      Object.entries(page.content).map(([edition, seed]) => {
        const placement = placements[edition as EditionCode]
        if (!seed || !placement) return [edition, seed]
        const closing = seed.layout.findLastIndex((b) => b.blockType === 'cta')
        const at = closing === -1 ? seed.layout.length : closing
        const block = { blockType: 'leadForm' as const, ...placement }
        return [edition, { ...seed, layout: [...seed.layout.slice(0, at), block, ...seed.layout.slice(at)] }]
      }),
    )
    return { ...page, content } as PageSeed
  })
}
