import type { Block, Field } from 'payload'

const ROW_LABEL = '/admin/RowLabel#RowLabel'

function withRowLabel(field: Field): Field {
  switch (field.type) {
    case 'array':
      return {
        ...field,
        fields: field.fields.map(withRowLabel),
        admin: { ...field.admin, components: { RowLabel: ROW_LABEL, ...field.admin?.components } },
      }
    case 'group':
    case 'row':
    case 'collapsible':
      return { ...field, fields: field.fields.map(withRowLabel) } as Field
    case 'tabs':
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withRowLabel) })) }
    case 'blocks':
      return { ...field, blocks: (field.blocks as Block[]).map((block) => ({ ...block, fields: block.fields.map(withRowLabel) })) }
    default:
      return field
  }
}

/** Gives every array field of a collection or global (blocks included) the content-based row label. */
export function withRowLabels<T extends { fields: Field[] }>(entity: T): T {
  return { ...entity, fields: entity.fields.map(withRowLabel) }
}
