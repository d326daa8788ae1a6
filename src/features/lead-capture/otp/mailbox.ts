/**
 * The inbox an e-mail address reaches, whatever its case and the "+tag" of its local part (ana+1@x.example and
 * Ana@X.example are ana@x.example): the per-address limit on e-mailed codes counts mailboxes, or a "+1", "+2"… got
 * round it. `MAILBOX_OF_EMAIL` is the same reading in SQL, of the `email` column (its index is on that expression).
 */
export function mailboxOf(email: string): string {
  return email.toLowerCase().replace(/\+[^@]*@/, '@')
}

export const MAILBOX_OF_EMAIL = `regexp_replace(lower(email), '\\+[^@]*@', '@')`
