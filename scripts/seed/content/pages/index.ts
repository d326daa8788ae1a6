import type { PageSeed } from '../../types'
import { withLeadForms } from '../lead-forms'
import { BUSINESS_LOAN_PAGES } from './business-loans'
import { COMPANY_PAGES } from './company'
import { ENTERPRISE_PAGES } from './enterprise'
import { EXPORT_FACTORING_PAGES } from './export-factoring'
import { HOME_PAGES } from './home'
import { INDIA_MEXICO_PAGES } from './india-mexico'
import { LEADGEN_PAGES } from './leadgen'
import { LEGAL_PAGES } from './legal'
import { PRODUCT_PAGES } from './products'

export const PAGES: PageSeed[] = withLeadForms([
  ...HOME_PAGES,
  ...EXPORT_FACTORING_PAGES,
  ...ENTERPRISE_PAGES,
  ...PRODUCT_PAGES,
  ...BUSINESS_LOAN_PAGES,
  ...LEADGEN_PAGES,
  ...COMPANY_PAGES,
  ...LEGAL_PAGES,
  ...INDIA_MEXICO_PAGES,
])
