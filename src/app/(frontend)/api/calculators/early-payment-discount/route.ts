import { answerCalculator } from '@/features/calculators/interest/http'
import { calculateEarlyPaymentDiscount, earlyPaymentDiscountAnswer } from '@/features/calculators/interest/service'
import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

/**
 * GET ?discountPercent=&discountDays=&netDays=&dayCount=365|360 (and optionally &costOfFundsPercent=): the
 * discount's simple and compounded annual rates, and whether it beats the cost of funds.
 */
function handleGet(request: Request) {
  return answerCalculator(request, calculateEarlyPaymentDiscount, earlyPaymentDiscountAnswer)
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
