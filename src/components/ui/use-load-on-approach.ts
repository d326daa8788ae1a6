'use client'

import { useEffect, useRef, useState } from 'react'

/** What counts as the visitor engaging with the page (a page load alone does not). */
const ENGAGEMENTS = ['scroll', 'pointerdown', 'pointermove', 'keydown', 'touchstart', 'hashchange'] as const

/**
 * For a client island whose code is heavy: `load` turns true once the visitor has engaged with the page and the
 * element is within `margin` of the viewport, or at once when something inside it gets focus (`loadNow`). On a short
 * page the element may be in view from the start; it still waits for the first scroll, touch, pointer or key, so
 * a page that nobody touches never downloads it.
 */
export function useLoadOnApproach<T extends Element>(margin = '600px') {
  const ref = useRef<T>(null)
  const [load, setLoad] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element || load) return
    let near = false
    let engaged = false
    const decide = () => near && engaged && setLoad(true)
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((entry) => entry.isIntersecting)
        decide()
      },
      { rootMargin: margin },
    )
    const stopListening = () => ENGAGEMENTS.forEach((type) => window.removeEventListener(type, onEngage, true))
    function onEngage() {
      engaged = true
      stopListening()
      decide()
    }
    ENGAGEMENTS.forEach((type) => window.addEventListener(type, onEngage, { capture: true, passive: true }))
    observer.observe(element)
    return () => {
      observer.disconnect()
      stopListening()
    }
  }, [load, margin])

  return { ref, load, loadNow: () => setLoad(true) }
}
