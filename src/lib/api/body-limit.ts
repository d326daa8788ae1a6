/**
 * Whether a request body may be read, judged from its headers alone so that nothing reads a body it refuses:
 * 413 when the declared size is over `maxBytes`, 411 when a body comes without a declared size (chunked), which
 * could only be measured by reading it. Node's HTTP parser ends a body at its Content-Length, so the declared
 * size bounds what a handler can read. Browsers and HTTP libraries declare the size of the bodies they build.
 */
export function bodySizeRefusal(headers: Headers, maxBytes: number): 411 | 413 | undefined {
  const declared = headers.get('content-length')
  if (declared === null) return headers.has('transfer-encoding') ? 411 : undefined
  return Number(declared) > maxBytes ? 413 : undefined
}

/** A byte count as people read it: 512 KB, 10 MB. */
export function readableSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}
