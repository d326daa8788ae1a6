/** The lead's title in the admin list: name and company, else the phone or e-mail it came from. */
export function leadTitle(lead: { name?: string | null; company?: string | null; phone?: string | null; email?: string | null }): string | undefined {
  return [lead.name, lead.company].filter(Boolean).join(' · ') || lead.phone || lead.email || undefined
}
