import type { Media } from '@/payload-types'

/** The logo from the CMS, or the brand name as a wordmark while no logo is uploaded. */
export function Brand({ name, logo, className = '' }: { name: string; logo?: number | Media | null; className?: string }) {
  if (logo && typeof logo === 'object' && logo.url) {
    // eslint-disable-next-line @next/next/no-img-element -- the logo is usually an SVG; next/image adds nothing here
    return <img src={logo.url} alt={name} width={logo.width ?? 160} height={logo.height ?? 40} className={`h-9 w-auto ${className}`} />
  }
  return (
    <span className={`flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0b3d91" />
        <path d="M8 23V9l8 9V9m0 14 8-14" stroke="#fbbf24" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="text-base leading-tight sm:text-lg">{name}</span>
    </span>
  )
}
