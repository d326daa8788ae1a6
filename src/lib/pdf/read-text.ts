import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFObject } from 'pdf-lib'

/**
 * The text drawn on each page of a PDF written by `renderPdfDocument` (standard fonts, WinAnsi-encoded hex
 * strings in Flate-compressed content streams): one string per page, one line per text-drawing operation.
 * Meant for tests and checks of our own documents, not for reading arbitrary PDFs.
 */
export async function readPdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes)
  return doc.getPages().map((page) => {
    const contents = page.node.Contents()
    const streams: PDFObject[] = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)!) : contents ? [contents] : []
    const lines: string[] = []
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')
      for (const match of operators.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj/g)) lines.push(decodeWinAnsi(match[1]!.replace(/\s+/g, '')))
    }
    return lines.join('\n')
  })
}

/** WinAnsi codes 0x80–0x9F that differ from Latin-1; the rest are the same code points. */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
}

function decodeWinAnsi(hex: string): string {
  let text = ''
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const code = parseInt(hex.slice(i, i + 2), 16)
    text += WIN_ANSI_HIGH[code] ?? String.fromCharCode(code)
  }
  return text
}
