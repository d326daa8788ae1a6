import type { EditorIconName } from './icon-names'

const PATHS: Record<
  EditorIconName | 'whatsapp' | 'menu' | 'close' | 'chevron' | 'phone' | 'mail' | 'arrow' | 'linkedin' | 'x' | 'facebook' | 'instagram' | 'youtube',
  string
> = {
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7l1-8z',
  globe: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 0c2.8 2.7 4 6 4 10s-1.2 7.3-4 10m0-20C9.2 4.7 8 8 8 12s1.2 7.3 4 10M2.5 9h19M2.5 15h19',
  shield: 'M12 2 4 5v6c0 5 3.4 9.5 8 11 4.6-1.5 8-6 8-11V5l-8-3zm-3 10 2 2 4-4',
  chart: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  document: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6zm0 0v6h6M8 13h8M8 17h5',
  handshake: 'M2 12l4-4 4 2 3-3 5 1 4 4-5 5-3-2-2 2-4-2-6-3zm8-2 4 4',
  clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 5v5l3 3',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7zm0 0 13-4v4m1 7h.01',
  truck: 'M1 6h13v10H1zm13 4h4l3 3v3h-7m-9 3a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm12 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  factory: 'M2 21V10l6 3V9l6 3V5h3l1 16H2zm4-4h2m4 0h2',
  check: 'M20 6 9 17l-5-5',
  whatsapp:
    'M12 2a10 10 0 0 0-8.7 14.9L2 22l5.3-1.3A10 10 0 1 0 12 2zm5.3 13.7c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.5-3.9-4.7-4.1-.1-.2-1.1-1.5-1.1-2.8 0-1.3.7-2 1-2.3.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.3 0 .5l-.4.6-.3.4c-.1.1-.2.3 0 .5.2.3.7 1.2 1.6 1.9 1.1 1 2 1.3 2.3 1.4.3.1.4.1.6-.1l.8-1c.2-.2.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.2z',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6 6 18',
  chevron: 'm6 9 6 6 6-6',
  phone:
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
  mail: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm18 2-10 7L2 6',
  arrow: 'M5 12h14m-6-6 6 6-6 6',
  linkedin: 'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm5 6h4v2c.6-1 2-2.2 4-2.2 4 0 5 2.6 5 6V21h-4v-5.5c0-1.5-.3-3-2.1-3-1.9 0-2.9 1.2-2.9 3V21h-4z',
  x: 'M4 4l16 16M20 4 4 20',
  facebook: 'M15 3h-3a4 4 0 0 0-4 4v3H6v4h2v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h3z',
  instagram: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm5.5-1.5h.01',
  youtube:
    'M22 8s-.2-2-1-2.8c-1-1-2-1-2.5-1.1C15.2 4 12 4 12 4s-3.2 0-6.5.1C5 4.2 4 4.2 3 5.2 2.2 6 2 8 2 8s-.2 2.2-.2 4.5v2c0 2.2.2 4.5.2 4.5s.2 2 1 2.8c1 1 2.2 1 2.8 1 2 .2 6.2.2 6.2.2s3.2 0 6.5-.2c.5 0 1.5 0 2.5-1 .8-.8 1-2.8 1-2.8s.2-2.3.2-4.5v-2C22.2 10.2 22 8 22 8zM10 15V9l5 3z',
}

export type AnyIconName = keyof typeof PATHS
const FILLED: AnyIconName[] = ['whatsapp', 'linkedin', 'facebook', 'youtube']

/** Decorative inline icon; give the surrounding control its accessible name. */
export function Icon({ name, className = 'size-6' }: { name: AnyIconName; className?: string }) {
  const filled = FILLED.includes(name)
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
