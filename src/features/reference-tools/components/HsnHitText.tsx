import type { HsnSearchHit } from '@/features/reference-tools/data/hsn'
import { formatHsnCode } from '../codes'
import { Highlighted } from './Highlighted'
import { LegacyBadge } from './LegacyBadge'

/** A search hit as the results list and the suggestions show it: the code, a legacy badge, the marked description. */
export function HsnHitText({ hit, legacyLabel }: { hit: HsnSearchHit; legacyLabel: string }) {
  return (
    <>
      <span className="font-mono font-semibold text-brand-800">{formatHsnCode(hit.code)}</span>
      {hit.isLegacy && <LegacyBadge label={legacyLabel} />}
      <span className="mt-0.5 block text-ink">
        <Highlighted text={hit.description} ranges={hit.highlight} />
      </span>
    </>
  )
}
