import { answerCalculator } from '@/features/calculators/interest/http'
import { calculateLoanEmi, loanEmiAnswer } from '@/features/calculators/interest/service'

export const dynamic = 'force-dynamic'

/** GET ?principal=&annualRatePercent=&months=: the loan's EMI, totals and month-by-month schedule. */
export function GET(request: Request) {
  return answerCalculator(request, calculateLoanEmi, loanEmiAnswer)
}
