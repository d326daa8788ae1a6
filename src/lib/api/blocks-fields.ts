import type { Field } from 'payload'

/**
 * The names of a collection's blocks fields, at the top level or in unnamed tabs, rows and collapsibles. Payload's
 * Postgres adapter cannot sort by one or compare one as a whole (a TypeError, 500); `layout.blockType` works.
 */
export function blocksFieldNames(fields: Field[]): string[] {
  return fields.flatMap((field) => {
    if (field.type === 'blocks') return [field.name]
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => ('name' in tab && tab.name ? [] : blocksFieldNames(tab.fields)))
    if (field.type === 'row' || field.type === 'collapsible') return blocksFieldNames(field.fields)
    return []
  })
}

/** The fields a `sort` value orders by (`-title,createdAt` → title, createdAt), as Payload reads it. */
export const sortedFields = (sort: string) => sort.split(',').map((path) => path.trim().replace(/^-/, ''))
