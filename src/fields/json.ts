import type { Field } from 'payload'
import { changeAllFields } from './field-tree'

/** The admin's JSON editor that loads Monaco from this site (src/admin/JsonField.client.tsx), not from jsDelivr. */
export const JSON_FIELD_COMPONENT = '/admin/JsonField.client#JsonField'

/** Gives every JSON field of a collection or global JSON_FIELD_COMPONENT as its admin editor. */
export function withSiteJsonEditor<T extends { fields: Field[] }>(entity: T): T {
  return changeAllFields(entity, (field) =>
    field.type === 'json' ? { ...field, admin: { ...field.admin, components: { Field: JSON_FIELD_COMPONENT, ...field.admin?.components } } } : field,
  )
}
