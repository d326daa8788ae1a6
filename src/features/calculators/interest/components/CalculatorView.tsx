import { getTranslations } from 'next-intl/server'
import { TrackEvent } from '@/components/TrackEvent.client'
import { Container } from '@/components/ui/Container'
import { primaryButtonStyles } from '@/features/lead-capture/forms/components/field-styles'
import { editionPath, type EditionCode } from '@/i18n/editions'
import { CALCULATOR_PATH, calculatorHref } from '@/lib/routes/interest-calculator'
import type { CalculatorState } from '../page-state'
import { MODES } from '../schema'
import { CalculatorForm } from './CalculatorForm.client'
import { DiscountFields, InvoiceFinanceFields, LoanEmiFields } from './ModeFields'
import { DiscountResult, InvoiceFinanceResult, LoanEmiResult } from './Results'
import { Schedule } from './Schedule'

type Props = { edition: EditionCode; state: CalculatorState }

/**
 * The interest calculator's content inside the site shell: the modes as links, the mode's GET form (filled with the address's inputs or
 * the edition's example) and, beside it, the result computed on the server, with its formula; for a loan,
 * its chart and schedule under them. Invalid inputs show the form again with each field's problem.
 */
export async function CalculatorView({ edition, state }: Props) {
  const [t, tErrors] = await Promise.all([
    getTranslations({ locale: edition, namespace: 'InterestCalculator' }),
    getTranslations({ locale: edition, namespace: 'InterestCalculator.errors' }),
  ])
  const errors: Record<string, string> = state.outcome.ok
    ? {}
    : Object.fromEntries(Object.entries(state.outcome.fields).map(([field, key]) => [field, tErrors(key)]))
  const fieldProps = { edition, values: state.values, errors }

  return (
    <Container className="py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">{t('intro')}</p>

      <nav aria-label={t('modesLabel')} className="mt-8 border-b border-slate-200">
        <ul className="-mb-px flex flex-wrap gap-x-2">
          {MODES.map((mode) => {
            const current = mode === state.mode
            return (
              <li key={mode}>
                <a
                  href={calculatorHref(edition, mode)}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center border-b-4 px-3 py-2 font-semibold ${current ? 'border-brand-700 text-brand-900' : 'border-transparent text-muted hover:border-slate-300 hover:text-brand-800'}`}
                >
                  {t(`modes.${mode}`)}
                </a>
              </li>
            )
          })}
        </ul>
      </nav>
      <p className="mt-4 max-w-3xl text-muted">{t(`modeIntro.${state.mode}`)}</p>

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <CalculatorForm
          action={editionPath(edition, CALCULATOR_PATH)}
          labelledBy="ic-form-legend"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <input type="hidden" name="mode" value={state.mode} />
          <fieldset className="space-y-5">
            <legend id="ic-form-legend" className="mb-4 text-xl font-semibold text-brand-900">
              {t(`form.legend.${state.mode}`)}
            </legend>
            {state.mode === 'invoice' && <InvoiceFinanceFields {...fieldProps} term={state.term} />}
            {state.mode === 'emi' && <LoanEmiFields {...fieldProps} />}
            {state.mode === 'discount' && <DiscountFields {...fieldProps} />}
          </fieldset>
          <button type="submit" className={`${primaryButtonStyles} mt-6 w-full sm:w-auto`}>
            {t('form.submit')}
          </button>
        </CalculatorForm>

        <section aria-labelledby="ic-result-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
          <h2 id="ic-result-heading" className="text-2xl font-bold text-brand-900">
            {t('results.heading')}
          </h2>
          {state.example && <p className="mt-1 text-sm text-muted">{t('results.example')}</p>}
          <div className="mt-4">
            {state.outcome.ok ? (
              <>
                {!state.example && <TrackEvent track={{ event: 'calculator_result', edition, calculator: `interest_${state.mode}` }} />}
                {state.mode === 'invoice' && <InvoiceFinanceResult edition={edition} calculation={state.outcome.data} />}
                {state.mode === 'emi' && <LoanEmiResult edition={edition} calculation={state.outcome.data} />}
                {state.mode === 'discount' && <DiscountResult edition={edition} calculation={state.outcome.data} />}
              </>
            ) : (
              <div aria-live="polite" className="space-y-2">
                {Object.keys(errors).some((field) => field !== 'form') && <p className="font-semibold text-red-700">{t('form.errorSummary')}</p>}
                {errors.form && <p className="text-red-700">{errors.form}</p>}
              </div>
            )}
          </div>
        </section>
      </div>

      {state.mode === 'emi' && state.outcome.ok && <Schedule edition={edition} calculation={state.outcome.data} />}
    </Container>
  )
}
