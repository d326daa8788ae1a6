import { answerHsnCode } from '@/features/reference-data/hsn-code-answer'

export const dynamic = 'force-dynamic'

/** A 4-digit heading ("0306") with its subheadings and tariff items. */
export async function GET(request: Request, { params }: { params: Promise<{ heading: string }> }) {
  return answerHsnCode(request, (await params).heading, 'heading')
}
