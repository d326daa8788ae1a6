import type { ReactNode } from 'react'
import { FieldError } from '@/features/lead-capture/forms/components/FieldError'
import { SelectField } from '@/features/lead-capture/forms/components/SelectField'
import { TextField } from '@/features/lead-capture/forms/components/TextField'
import { describedBy, labelStyles, primaryButtonStyles, secondaryButtonStyles } from '@/features/lead-capture/forms/components/field-styles'
import { formatHsnCode } from '@/features/reference-tools/codes'
import { INCOTERMS, type ContainerSpec } from '@/features/calculators/shipping/types'
import { getEdition, type EditionCode } from '@/i18n/editions'
import { REPLAY_MASKED } from '@/lib/replay-masking'
import type { FieldErrors, Resolution } from '../estimate'
import { portLabel, type PortChoice } from '../port-choice'
import { quoteTranslator } from '../quote-text'
import { calculatorHref, MAX_PACKAGE_ROWS, packageParam, withParam, type CalculatorField, type CalculatorInput, type PackagePart } from '../url-state'
import { SuggestField, type SuggestLabels } from './SuggestField.client'

type Props = {
  edition: EditionCode
  /** The calculator's path in the edition: the form's action and the base of the "did you mean" links. */
  action: string
  /** The id the submitted form scrolls to (the estimate, or the summary of what to correct). */
  resultAnchor: string
  input: CalculatorInput
  rows: number
  errors: FieldErrors
  /** A refusal that names no field. */
  formMessage?: string
  resolution: Resolution
  containers: readonly ContainerSpec[]
}

/** The id of a field's control: `calc-from`, `calc-p2l`, … (the error summary links to them). */
const fieldId = (field: CalculatorField | string) => `calc-${field}`

const PACKAGE_LABELS: Record<PackagePart, 'count' | 'length' | 'width' | 'height' | 'weight'> = {
  n: 'count',
  l: 'length',
  w: 'width',
  h: 'height',
  kg: 'weight',
}

const legendStyles = 'text-lg font-semibold text-brand-900'
const fieldsetStyles = 'mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6'

/**
 * The calculator's GET form: its fields are the URL's parameters (see url-state.ts), so it works without
 * script and a result's address is the link to share. The FCL and LCL fieldsets show by the chosen load with
 * CSS alone; the port and HS fields turn into suggesting comboboxes when used (SuggestField).
 */
export function CalculatorForm({ edition, action, resultAnchor, input, rows, errors, formMessage, resolution, containers }: Props) {
  const t = quoteTranslator(edition)
  const suggestLabels: SuggestLabels = { suggestions: t('form.suggestions'), searching: t('form.searching'), noSuggestions: t('form.noSuggestions') }
  const errorList = (Object.entries(errors) as [CalculatorField, string][]).filter(([, message]) => message)
  const optional = t('form.optional')
  // The "did you mean" links lead to the estimate they complete.
  const choiceHref = (next: CalculatorInput) => `${calculatorHref(action, next)}#${resultAnchor}`

  const portField = (field: 'from' | 'to') => {
    const id = fieldId(field)
    const hintId = `${id}-hint`
    const choice = resolution[field]
    return (
      <div>
        <label htmlFor={id} className={labelStyles}>
          {t(`form.${field}`)}
        </label>
        <SuggestField
          id={id}
          name={field}
          source="ports"
          edition={edition}
          defaultValue={input[field]}
          placeholder={t('form.portPlaceholder')}
          describedBy={describedBy(id, errors[field], hintId, choice?.kind === 'port' ? `${id}-found` : undefined)}
          invalid={Boolean(errors[field])}
          labels={suggestLabels}
        />
        <FieldError id={id} error={errors[field]} />
        {choice?.kind === 'port' && (
          <p id={`${id}-found`} className="mt-1 text-sm text-ink">
            {t('form.found', { port: portLabel(choice.port, edition) })}
          </p>
        )}
        {choice?.kind === 'ambiguous' && (
          <PortChoices
            edition={edition}
            heading={t('choices.portHeading', { text: input[field] })}
            choices={choice}
            href={(locode) => choiceHref(withParam(input, field, locode))}
          />
        )}
        <p id={hintId} className="mt-1 text-sm text-muted">
          {t('form.portHint')}
        </p>
      </div>
    )
  }

  const hsId = fieldId('hs')
  return (
    <form
      {...REPLAY_MASKED}
      method="get"
      action={`${action}#${resultAnchor}`}
      noValidate
      aria-labelledby="calculator-heading"
      className="mt-8 max-w-4xl [&:has(#calc-mode-fcl:checked)_.lcl-only]:hidden [&:has(#calc-mode-lcl:checked)_.fcl-only]:hidden"
    >
      {/* The form's default button (Enter in a field): the estimate, not "Add a package row", which comes first otherwise. */}
      <button type="submit" hidden tabIndex={-1} />
      <h2 id="calculator-heading" className="text-2xl font-bold text-brand-900">
        {t('form.heading')}
      </h2>
      {(errorList.length > 0 || formMessage) && (
        <section id={resultAnchor} aria-labelledby="calculator-errors" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4">
          <h3 id="calculator-errors" className="font-semibold text-red-800">
            {errorList.length > 0 ? t('errors.summary', { count: errorList.length }) : formMessage}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-red-800">
            {errorList.map(([field, message]) => (
              <li key={field}>
                <a href={`#${field === 'packages' ? 'calc-packages' : fieldId(field)}`} className="underline">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <fieldset className={fieldsetStyles}>
        <legend className={legendStyles}>{t('form.routeLegend')}</legend>
        <div className="mt-2 grid gap-4 md:grid-cols-2">
          {portField('from')}
          {portField('to')}
        </div>
      </fieldset>

      <fieldset className={fieldsetStyles} aria-describedby={errors.mode ? `${fieldId('mode')}-error` : undefined}>
        <legend className={legendStyles}>{t('form.modeLegend')}</legend>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:gap-8">
          {(['fcl', 'lcl'] as const).map((mode) => (
            <label key={mode} className="inline-flex items-center gap-2 text-base text-ink">
              <input id={`calc-mode-${mode}`} type="radio" name="mode" value={mode} defaultChecked={input.mode === mode} className="h-5 w-5 accent-brand-700" />
              {t(`form.modes.${mode}`)}
            </label>
          ))}
        </div>
        <FieldError id={fieldId('mode')} error={errors.mode} />
      </fieldset>

      <fieldset className={`fcl-only ${fieldsetStyles}`}>
        <legend className={legendStyles}>{t('form.containersLegend')}</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-3">
          <SelectField
            id={fieldId('ct')}
            name="ct"
            label={t('form.containerType')}
            placeholder={t('form.choose')}
            options={containers.map((spec) => ({ value: spec.type, label: `${spec.type}: ${spec.description}` }))}
            defaultValue={input.containerType}
            error={errors.ct}
          />
          <TextField
            id={fieldId('cn')}
            name="cn"
            label={t('form.containerCount')}
            inputMode="numeric"
            autoComplete="off"
            defaultValue={input.containerCount || '1'}
            error={errors.cn}
          />
          <TextField
            id={fieldId('cw')}
            name="cw"
            label={t('form.cargoWeight')}
            optionalLabel={optional}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={input.cargoWeight}
            error={errors.cw}
            aria-describedby={`${fieldId('cw')}-hint`}
          />
        </div>
        <p id={`${fieldId('cw')}-hint`} className="mt-2 text-sm text-muted">
          {t('form.cargoWeightHint')}
        </p>
      </fieldset>

      <fieldset id="calc-packages" className={`lcl-only ${fieldsetStyles}`} aria-describedby="calc-packages-hint">
        <legend className={legendStyles}>{t('form.packagesLegend')}</legend>
        <p id="calc-packages-hint" className="mt-1 text-sm text-muted">
          {t('form.packagesHint')}
        </p>
        <FieldError id="calc-packages" error={errors.packages} />
        {Array.from({ length: rows }, (_, index) => {
          const row = index + 1
          const values = input.packages[index]
          return (
            <fieldset key={row} className="mt-4 border-t border-slate-200 pt-3">
              <legend className="text-sm font-semibold text-muted">{t('form.packageRow', { row })}</legend>
              <div className="mt-1 grid grid-cols-2 gap-3 sm:grid-cols-5">
                {(Object.keys(PACKAGE_LABELS) as PackagePart[]).map((part) => {
                  const name = packageParam(row, part)
                  return (
                    <TextField
                      key={part}
                      id={fieldId(name)}
                      name={name}
                      label={t(`form.${PACKAGE_LABELS[part]}`)}
                      inputMode={part === 'n' ? 'numeric' : 'decimal'}
                      autoComplete="off"
                      defaultValue={values?.[part] ?? ''}
                      error={errors[name as CalculatorField]}
                    />
                  )
                })}
              </div>
            </fieldset>
          )
        })}
        {rows < MAX_PACKAGE_ROWS && (
          // Without script too: submits the form asking for one more row; no estimate is computed then.
          <button type="submit" name="rows" value={rows + 1} formAction={`${action}#calc-packages`} className={`mt-4 ${secondaryButtonStyles}`}>
            {t('form.addRow')}
          </button>
        )}
      </fieldset>

      <fieldset className={fieldsetStyles}>
        <legend className={legendStyles}>{t('form.goodsLegend')}</legend>
        <div className="mt-2 grid gap-4 md:grid-cols-3">
          <div className="md:col-span-3">
            <label htmlFor={hsId} className={labelStyles}>
              {t('form.hs')}
              <span className="ml-1 font-normal text-muted">{optional}</span>
            </label>
            <SuggestField
              id={hsId}
              name="hs"
              source="hs"
              edition={edition}
              defaultValue={input.hs}
              placeholder={t('form.hsPlaceholder')}
              describedBy={describedBy(hsId, errors.hs, `${hsId}-hint`)}
              invalid={Boolean(errors.hs)}
              labels={suggestLabels}
            />
            <FieldError id={hsId} error={errors.hs} />
            {resolution.hsChoices && (
              <Choices heading={resolution.hsChoices.length > 0 ? t('choices.hsHeading', { text: input.hs }) : t('choices.hsNone', { text: input.hs })}>
                {resolution.hsChoices.map((option) => (
                  <li key={option.code}>
                    <a href={choiceHref(withParam(input, 'hs', option.code))} className="text-brand-700 underline">
                      {formatHsnCode(option.code)}: {option.description}
                    </a>
                  </li>
                ))}
              </Choices>
            )}
            <p id={`${hsId}-hint`} className="mt-1 text-sm text-muted">
              {t('form.hsHint')}
            </p>
          </div>
          <TextField
            id={fieldId('value')}
            name="value"
            label={t('form.value', { currency: getEdition(edition).currency })}
            optionalLabel={optional}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={input.value}
            error={errors.value}
          />
          <SelectField
            id={fieldId('inc')}
            name="inc"
            label={t('form.incoterm')}
            placeholder={t('form.incotermNone')}
            options={INCOTERMS.map((term) => ({ value: term, label: term }))}
            defaultValue={input.incoterm}
            error={errors.inc}
          />
        </div>
      </fieldset>

      <button type="submit" className={`mt-6 w-full sm:w-auto ${primaryButtonStyles}`}>
        {t('form.submit')}
      </button>
    </form>
  )
}

/** "Did you mean": the candidates for what the visitor typed, a group named by its heading. */
function Choices({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={heading} className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="font-semibold text-ink">{heading}</p>
      <ul className="mt-1 space-y-1">{children}</ul>
    </div>
  )
}

function PortChoices({
  heading,
  choices,
  href,
  edition,
}: {
  heading: string
  choices: Extract<PortChoice, { kind: 'ambiguous' }>
  href: (locode: string) => string
  edition: EditionCode
}) {
  return (
    <Choices heading={heading}>
      {choices.choices.map((port) => (
        <li key={port.locode}>
          <a href={href(port.locode)} className="text-brand-700 underline">
            {portLabel(port, edition)}
          </a>
        </li>
      ))}
    </Choices>
  )
}
