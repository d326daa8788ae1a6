import { scheduleCsv, scheduleCsvFileName } from '@/features/calculators/interest/csv'
import { answerCalculator, CACHE_HEADERS } from '@/features/calculators/interest/http'
import { calculateLoanEmi } from '@/features/calculators/interest/service'

export const dynamic = 'force-dynamic'

/** GET ?principal=&annualRatePercent=&months=: the loan's repayment schedule as a CSV download. */
export function GET(request: Request) {
  return answerCalculator(request, calculateLoanEmi, ({ params, figures }) => {
    return new Response(scheduleCsv(figures), {
      headers: {
        ...CACHE_HEADERS,
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${scheduleCsvFileName(params)}"`,
      },
    })
  })
}
