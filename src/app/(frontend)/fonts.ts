import localFont from 'next/font/local'

/** Inter, self-hosted from @fontsource-variable: one variable latin file, so one preload. */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  // 'optional': no late swap to the web font, which would repaint the hero text and delay LCP.
  display: 'optional',
  variable: '--font-inter',
  weight: '100 900',
})
