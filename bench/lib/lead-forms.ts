/**
 * Lead submissions as the site's forms send them, for the forms that need no one-time code: the Mexico form
 * without `requestId` and the shorter forms of /api/forms/{slug}. Each submission has its own e-mail (which the
 * benchmark finds it by in the database), phone and client address (so per-address limits never apply).
 */
export type Submission = { path: string; language: string; ip: string; email: string; body: Record<string, unknown> }

type Dial = '+91' | '+52' | '+1'
type FormShape = { path: string; language: string; page: string; dial: Dial; fields: (n: number, phone: string) => Record<string, unknown> }

/** The s-th number of a run, real in the calling code's country (the server checks with libphonenumber). */
const PHONE_OF: Record<Dial, (s: number) => string> = {
  '+91': (s) => String(9_000_000_000 + (s % 1_000_000_000)),
  '+52': (s) => String(5_500_000_000 + (s % 100_000_000)),
  '+1': (s) => String(2_125_000_000 + (s % 1_000_000)),
}

/** n in letters (0 → A, 26 → BA): a person's name has no digits (src/features/lead-capture/forms/fields.ts). */
const letters = (n: number): string => (n >= 26 ? letters(Math.floor(n / 26)) : '') + String.fromCharCode(65 + (n % 26))
const person = (n: number) => ({ name: `Bench Visitor ${letters(n)}`, company: `Bench Trading ${n}` })

const FORMS: FormShape[] = [
  {
    path: '/api/contact-us/v1/create-mexico-form',
    language: 'es-MX',
    dial: '+52',
    page: '/es-mx/contact-us',
    fields: (n, phone) => ({
      formType: 'MexicoForm',
      company: `Textiles Bench ${n}`,
      phoneNumber: phone,
      countryCode: '+52',
      companyType: 'exporter',
      financeRequirement: '150000',
    }),
  },
  {
    path: '/api/forms/supplier-connect',
    language: 'es-MX',
    dial: '+52',
    page: '/india-mexico-supplier',
    fields: (n, phone) => ({ ...person(n), phoneNumber: phone, countryCode: '+52', termsConsent: true }),
  },
  {
    path: '/api/forms/partner-program',
    language: 'en-IN',
    dial: '+91',
    page: '/partner-program',
    fields: (n, phone) => ({ ...person(n), phoneNumber: phone, countryCode: '+91', partnerType: 'consultant' }),
  },
  {
    path: '/api/forms/business-loan',
    language: 'en-IN',
    dial: '+91',
    page: '/business-loan',
    fields: (n, phone) => ({ ...person(n), phoneNumber: phone, countryCode: '+91', loanAmount: '2500000' }),
  },
  {
    path: '/api/forms/export-form',
    language: 'en-US',
    dial: '+1',
    page: '/en-us/export-factoring',
    fields: (n, phone) => ({ ...person(n), phoneNumber: phone, countryCode: '+1', annualExports: '900000', products: 'Cotton yarn' }),
  },
]

// Addresses and phones come from one sequence for the whole run (a phone repeated within ten minutes would update
// a lead instead of making one); its random start keeps runs against a long-lived server apart.
let sequence = Math.floor(Math.random() * 8_000_000)

/** Makes submissions whose e-mails start with `bench-{tag}-`, cycling through the forms above. */
export function createSubmissionFactory(baseUrl: string, tag: string) {
  let count = 0
  return {
    emailPrefix: `bench-${tag}-`,
    next(): Submission {
      const n = count++
      const s = sequence++
      const form = FORMS[n % FORMS.length]!
      const email = `bench-${tag}-${n}@bench-leads.example`
      return {
        path: form.path,
        language: form.language,
        ip: `10.${(s >> 16) & 255}.${(s >> 8) & 255}.${s & 255}`,
        email,
        body: { ...form.fields(n, PHONE_OF[form.dial](s)), email, sourceUrl: `${baseUrl}${form.page}`, startedAt: Date.now() - 30_000, referralCode: '' },
      }
    },
  }
}
