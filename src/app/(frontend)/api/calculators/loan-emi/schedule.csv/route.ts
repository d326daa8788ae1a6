import { scheduleCsv, scheduleCsvFileName } from '@/features/calculators/interest/csv'
import { answerCalculator, CACHE_HEADERS } from '@/features/calculators/interest/http'
import { calculateLoanEmi } from '@/features/calculators/interest/service'
import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

/** GET ?principal=&annualRatePercent=&months=: the loan's repayment schedule as a CSV download. */
function handleGet(request: Request) {
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

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
