import { getTranslations } from 'next-intl/server'
import { getEdition, type EditionCode } from '@/i18n/editions'
import { LIMITS } from '../schema'
import type { Term } from '../page-state'
import { InputField, RadioGroup } from './fields'

type Props = {
  edition: EditionCode
  values: Record<string, string>
  /** Localized problems by field name. */
  errors: Record<string, string>
}

const PERCENT = { min: 0, max: 100, step: 'any' } as const
const AMOUNT = { min: 0.01, max: LIMITS.maxAmount, step: 0.01 } as const

async function DayCountChoice({ edition, value, error }: { edition: EditionCode; value: string; error?: string }) {
  const t = await getTranslations({ locale: edition, namespace: 'InterestCalculator.form' })
  return (
    <RadioGroup
      name="dayCount"
      legend={t('dayCount')}
      value={value}
      error={error}
      hint={t('dayCountHint')}
      choices={[
        { value: '365', label: t('dayCount365') },
        { value: '360', label: t('dayCount360') },
      ]}
    />
  )
}

/**
 * Invoice finance inputs. The payment term is days or the invoice and due dates: the radio buttons show one
 * or the other with CSS alone (`:has(:checked)`), so the choice works without script; the server reads the
 * chosen one (`term`).
 */
export async function InvoiceFinanceFields({ edition, values, errors, term }: Props & { term: Term }) {
  const t = await getTranslations({ locale: edition, namespace: 'InterestCalculator.form' })
  const currency = getEdition(edition).currency
  return (
    <>
      <InputField name="invoiceAmount" label={t('invoiceAmount', { currency })} value={values.invoiceAmount ?? ''} error={errors.invoiceAmount} {...AMOUNT} />
      <InputField name="advancePercent" label={t('advancePercent')} value={values.advancePercent ?? ''} error={errors.advancePercent} {...PERCENT} min={1} />
      <InputField
        name="annualRatePercent"
        label={t('annualRatePercent')}
        value={values.annualRatePercent ?? ''}
        error={errors.annualRatePercent}
        {...PERCENT}
      />
      <RadioGroup
        name="term"
        legend={t('term')}
        value={term}
        className="group/term space-y-3"
        choices={[
          { value: 'days', label: t('termDays') },
          { value: 'dates', label: t('termDates') },
        ]}
      >
        {/* Literal class names, for Tailwind to find: #ic-term-dates is the id of the dates radio (fieldId('term') + '-dates'). */}
        <InputField
          name="days"
          label={t('days')}
          value={values.days ?? ''}
          error={errors.days}
          min={1}
          max={LIMITS.maxDays}
          step={1}
          required={false}
          className="group-has-[#ic-term-dates:checked]/term:hidden"
        />
        <div className="hidden gap-4 group-has-[#ic-term-dates:checked]/term:grid sm:grid-cols-2">
          <InputField name="invoiceDate" type="date" label={t('invoiceDate')} value={values.invoiceDate ?? ''} error={errors.invoiceDate} required={false} />
          <InputField name="dueDate" type="date" label={t('dueDate')} value={values.dueDate ?? ''} error={errors.dueDate} required={false} />
        </div>
      </RadioGroup>
      <InputField name="feePercent" label={t('feePercent')} value={values.feePercent ?? ''} error={errors.feePercent} {...PERCENT} />
      <InputField name="feeTaxPercent" label={t('feeTaxPercent')} value={values.feeTaxPercent ?? ''} error={errors.feeTaxPercent} {...PERCENT} />
      <DayCountChoice edition={edition} value={values.dayCount ?? ''} error={errors.dayCount} />
    </>
  )
}

export async function LoanEmiFields({ edition, values, errors }: Props) {
  const t = await getTranslations({ locale: edition, namespace: 'InterestCalculator.form' })
  const currency = getEdition(edition).currency
  const optional = t('optional')
  return (
    <>
      <InputField name="principal" label={t('principal', { currency })} value={values.principal ?? ''} error={errors.principal} {...AMOUNT} />
      <InputField
        name="annualRatePercent"
        label={t('annualRatePercent')}
        value={values.annualRatePercent ?? ''}
        error={errors.annualRatePercent}
        {...PERCENT}
      />
      <InputField name="months" label={t('months')} value={values.months ?? ''} error={errors.months} min={1} max={LIMITS.maxMonths} step={1} />
      <fieldset aria-describedby="ic-charges-hint" className="space-y-4 border-t border-slate-200 pt-4">
        <legend className="pt-4 font-semibold text-brand-900">{t('chargesLegend')}</legend>
        <p id="ic-charges-hint" className="text-sm text-muted">
          {t('chargesHint')}
        </p>
        <InputField
          name="processingFeePercent"
          label={t('processingFeePercent')}
          optionalLabel={optional}
          value={values.processingFeePercent ?? ''}
          error={errors.processingFeePercent}
          {...PERCENT}
        />
        <InputField
          name="processingFeeAmount"
          label={t('processingFeeAmount', { currency })}
          optionalLabel={optional}
          value={values.processingFeeAmount ?? ''}
          error={errors.processingFeeAmount}
          {...AMOUNT}
          min={0}
        />
        <InputField
          name="otherCharges"
          label={t('otherCharges', { currency })}
          optionalLabel={optional}
          value={values.otherCharges ?? ''}
          error={errors.otherCharges}
          {...AMOUNT}
          min={0}
        />
        <InputField name="feeTaxPercent" label={t('feeTaxPercent')} value={values.feeTaxPercent ?? ''} error={errors.feeTaxPercent} {...PERCENT} />
      </fieldset>
    </>
  )
}

export async function DiscountFields({ edition, values, errors }: Props) {
  const t = await getTranslations({ locale: edition, namespace: 'InterestCalculator.form' })
  return (
    <>
      <p className="text-sm text-muted">{t('termsHint')}</p>
      <InputField
        name="discountPercent"
        label={t('discountPercent')}
        value={values.discountPercent ?? ''}
        error={errors.discountPercent}
        {...PERCENT}
        max={LIMITS.maxDiscountPercent}
      />
      <InputField
        name="discountDays"
        label={t('discountDays')}
        value={values.discountDays ?? ''}
        error={errors.discountDays}
        min={0}
        max={LIMITS.maxDays - 1}
        step={1}
      />
      <InputField name="netDays" label={t('netDays')} value={values.netDays ?? ''} error={errors.netDays} min={1} max={LIMITS.maxDays} step={1} />
      <DayCountChoice edition={edition} value={values.dayCount ?? ''} error={errors.dayCount} />
      <InputField
        name="costOfFundsPercent"
        label={t('costOfFundsPercent')}
        optionalLabel={t('optional')}
        value={values.costOfFundsPercent ?? ''}
        error={errors.costOfFundsPercent}
        {...PERCENT}
      />
    </>
  )
}
