import type { DefaultServerCellComponentProps } from 'payload'

/** A checkbox in the leads list as sales staff read it, "Yes" or "No": Payload's own cell shows `true` in code type. */
export function YesNoCell({ cellData }: DefaultServerCellComponentProps) {
  return cellData ? 'Yes' : 'No'
}
