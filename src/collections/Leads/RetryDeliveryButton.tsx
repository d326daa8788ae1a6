'use client'
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

/** Shown on a lead whose delivery failed: queues the e-mail and CRM delivery again. */
export function RetryDeliveryButton() {
  const { id } = useDocumentInfo()
  const crm = useFormFields(([fields]) => fields.crmDelivery?.value)
  const email = useFormFields(([fields]) => fields.emailDelivery?.value)
  const [state, setState] = useState<'idle' | 'sending' | 'queued' | 'error'>('idle')
  if (!id || (crm !== 'failed' && email !== 'failed')) return null

  async function retry() {
    setState('sending')
    const response = await fetch(`/api/leads/${id}/retry-delivery`, { method: 'POST', credentials: 'include' })
    setState(response.ok ? 'queued' : 'error')
  }

  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <button type="button" className="btn btn--style-primary btn--size-small" onClick={retry} disabled={state === 'sending' || state === 'queued'}>
        Retry delivery
      </button>
      <p role="status">
        {state === 'queued' ? 'Delivery queued again; reload to see its progress.' : state === 'error' ? 'Could not queue the delivery.' : ''}
      </p>
    </div>
  )
}
