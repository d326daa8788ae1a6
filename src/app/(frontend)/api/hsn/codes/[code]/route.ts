import { answerHsnCode } from '@/features/reference-data/hsn-code-answer'

export const dynamic = 'force-dynamic'

/** An HSN code of 2 to 8 digits, dots and spaces allowed. */
export async function GET(request: Request, { params }: { params: Promise<{ code: string }> }) {
  return answerHsnCode(request, (await params).code, 'code')
}
