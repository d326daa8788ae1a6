import type { SelectField } from 'payload'
import { EDITOR_ICON_NAMES } from '@/components/ui/icon-names'

export const iconField: SelectField = {
  name: 'icon',
  type: 'select',
  defaultValue: 'check',
  options: EDITOR_ICON_NAMES.map((value) => ({ label: value, value })),
}
