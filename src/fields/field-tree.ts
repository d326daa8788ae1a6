import type { Block, Field } from 'payload'

/** `field` changed by `change`, and every field nested in it (arrays, groups, rows, collapsibles, tabs, blocks) too. */
function changeFieldTree(field: Field, change: (field: Field) => Field): Field {
  const changed = change(field)
  const nested = (fields: Field[]) => fields.map((f) => changeFieldTree(f, change))
  switch (changed.type) {
    case 'array':
    case 'group':
    case 'row':
    case 'collapsible':
      return { ...changed, fields: nested(changed.fields) } as Field
    case 'tabs':
      return { ...changed, tabs: changed.tabs.map((tab) => ({ ...tab, fields: nested(tab.fields) })) }
    case 'blocks':
      return { ...changed, blocks: (changed.blocks as Block[]).map((block) => ({ ...block, fields: nested(block.fields) })) }
    default:
      return changed
  }
}

/** A collection or global with `change` applied to each of its fields, however deeply nested. */
export function changeAllFields<T extends { fields: Field[] }>(entity: T, change: (field: Field) => Field): T {
  return { ...entity, fields: entity.fields.map((field) => changeFieldTree(field, change)) }
}
