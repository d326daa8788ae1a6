export function SectionHeading({ heading, intro, className = '' }: { heading: string; intro?: string | null; className?: string }) {
  return (
    <div className={`max-w-3xl ${className}`}>
      <h2 className="text-3xl font-bold tracking-tight text-brand-900">{heading}</h2>
      {intro && <p className="mt-3 text-lg text-muted">{intro}</p>}
    </div>
  )
}
