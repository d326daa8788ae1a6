import { answerCalculator } from '@/features/calculators/interest/http'
import { calculateEarlyPaymentDiscount, earlyPaymentDiscountAnswer } from '@/features/calculators/interest/service'

export const dynamic = 'force-dynamic'

/**
 * GET ?discountPercent=&discountDays=&netDays=&dayCount=365|360 (and optionally &costOfFundsPercent=): the
 * discount's simple and compounded annual rates, and whether it beats the cost of funds.
 */
export function GET(request: Request) {
  return answerCalculator(request, calculateEarlyPaymentDiscount, earlyPaymentDiscountAnswer)
}
