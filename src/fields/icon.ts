import type { SelectField } from 'payload'

const ICON_NAMES = ['bolt', 'globe', 'shield', 'chart', 'document', 'handshake', 'clock', 'wallet', 'truck', 'factory', 'check'] as const
export type IconName = (typeof ICON_NAMES)[number]

export const iconField: SelectField = {
  name: 'icon',
  type: 'select',
  defaultValue: 'check',
  options: ICON_NAMES.map((value) => ({ label: value, value })),
}
