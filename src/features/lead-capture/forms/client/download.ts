/**
 * Starts the download of the document a blog download form answered with. A file on another origin (a
 * CDN) cannot be downloaded by a link's `download` attribute, so it opens in a new tab instead of
 * replacing the page.
 */
export function startDownload({ url, fileName }: { url: string; fileName: string }): void {
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.target = '_blank'
  link.rel = 'noopener'
  link.dataset.downloadType = 'gated_document'
  document.body.append(link)
  link.click()
  link.remove()
}
