import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/**
 * The text of each page of a PDF, read by Mozilla's PDF.js as a viewer would (through each font's ToUnicode
 * map): one string per page, one line per piece of text drawn. For the tests of the documents the site writes.
 */
export async function readPdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise
  try {
    const pages: string[] = []
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent()
      const lines = content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str] : []))
      pages.push(lines.join('\n'))
    }
    return pages
  } finally {
    await pdf.destroy()
  }
}
