import localFont from 'next/font/local'

/** Inter, self-hosted from @fontsource-variable: one variable latin file, so one preload. */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  display: 'swap',
  variable: '--font-inter',
  weight: '100 900',
})
