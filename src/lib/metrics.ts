import { Counter, register } from 'prom-client'

/**
 * The application's own Prometheus metrics, on prom-client's default registry, which the process's internal port
 * serves (scripts/lib/metrics-server.ts). prom-client is left to Node, not bundled (next.config.ts,
 * serverExternalPackages), so the pages, the route handlers and the web process share one registry; a metric is
 * registered once per process however many bundles load this module.
 */
function counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
  return (register.getSingleMetric(name) as Counter<L> | undefined) ?? new Counter({ name, help, labelNames })
}

export const leadsStored = counter('northwind_leads_stored_total', 'Leads stored (a new lead, or an update of an open one), by form and completion.', [
  'form',
  'completion',
  'created',
])
export const leadDeliveries = counter('northwind_lead_delivery_attempts_total', 'Attempts to deliver a lead to sales (e-mail, then CRM), by outcome.', [
  'outcome',
])
export const otpSends = counter('northwind_otp_sends_total', 'Verification codes sent, by provider and outcome.', ['provider', 'outcome'])
export const rateLimitRefusals = counter(
  'northwind_rate_limit_refusals_total',
  'Requests refused (429) by a rate limit, by the limit: a per-address bucket such as otp-send:ip:10m, or otp-send:recipient.',
  ['limit'],
)
