import { answerCalculator } from '@/features/calculators/interest/http'
import { calculateLoanEmi, loanEmiAnswer } from '@/features/calculators/interest/service'
import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

/** GET ?principal=&annualRatePercent=&months=: the loan's EMI, totals and month-by-month schedule. */
function handleGet(request: Request) {
  return answerCalculator(request, calculateLoanEmi, loanEmiAnswer)
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
