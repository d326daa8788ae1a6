'use client'

import { useState, type ReactNode } from 'react'

type Props = { embedUrl: string; watchUrl: string; title: string; playLabel: string; children: ReactNode }

/**
 * Our poster until the visitor clicks: only then is the provider's player (and anything it requests) loaded.
 * Without script the poster links to the video on the provider's site.
 */
export function VideoFacade({ embedUrl, watchUrl, title, playLabel, children }: Props) {
  const [playing, setPlaying] = useState(false)
  if (playing) {
    return (
      <iframe
        src={embedUrl}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video w-full rounded-xl border-0 bg-black"
      />
    )
  }
  return (
    <a
      href={watchUrl}
      onClick={(event) => {
        event.preventDefault()
        setPlaying(true)
      }}
      aria-label={playLabel}
      className="group relative block aspect-video w-full overflow-hidden rounded-xl bg-brand-900"
      data-video-facade=""
    >
      {children}
      <span aria-hidden="true" className="absolute inset-0 grid place-items-center">
        <span className="grid size-16 place-items-center rounded-full bg-white/90 shadow-lg transition group-hover:scale-110 group-hover:bg-white">
          <svg viewBox="0 0 24 24" className="ml-1 size-8 fill-brand-700">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
      </span>
    </a>
  )
}
