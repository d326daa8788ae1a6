import type { Field } from 'payload'
import { changeAllFields } from './field-tree'

const ROW_LABEL = '/admin/RowLabel#RowLabel'

/** Gives every array field of a collection or global (blocks included) the content-based row label. */
export function withRowLabels<T extends { fields: Field[] }>(entity: T): T {
  return changeAllFields(entity, (field) =>
    field.type === 'array' ? { ...field, admin: { ...field.admin, components: { RowLabel: ROW_LABEL, ...field.admin?.components } } } : field,
  )
}
