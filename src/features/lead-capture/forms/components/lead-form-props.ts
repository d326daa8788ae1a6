import type { DomesticWizardProps } from './DomesticWizard.client'
import type { GenericLeadFormProps } from './GenericLeadForm.client'
import type { MexicoLeadFormProps } from './MexicoLeadForm.client'

/** A placed lead form: which component and its (serializable) props. */
export type LeadFormProps =
  { kind: 'domestic'; props: DomesticWizardProps } | { kind: 'mexico'; props: MexicoLeadFormProps } | { kind: 'generic'; props: GenericLeadFormProps }
