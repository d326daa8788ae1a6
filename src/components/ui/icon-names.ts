/** The icons an editor may pick for a block (the CMS field src/fields/icon.ts lists these); Icon draws them. */
export const EDITOR_ICON_NAMES = ['bolt', 'globe', 'shield', 'chart', 'document', 'handshake', 'clock', 'wallet', 'truck', 'factory', 'check'] as const
export type EditorIconName = (typeof EDITOR_ICON_NAMES)[number]
