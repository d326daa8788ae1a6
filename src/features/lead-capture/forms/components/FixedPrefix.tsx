/** A fixed part before an input, such as the edition's dial code; the input lists its id in aria-describedby. */
export function FixedPrefix({ id, text }: { id: string; text: string }) {
  return (
    <span id={id} className="inline-flex h-11 shrink-0 items-center rounded-lg border border-slate-300 bg-slate-100 px-3 text-base font-semibold text-ink">
      {text}
    </span>
  )
}
