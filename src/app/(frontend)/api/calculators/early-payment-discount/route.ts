import { answerCalculator } from '@/features/interest-calculator/http'
import { calculateEarlyPaymentDiscount, earlyPaymentDiscountAnswer } from '@/features/interest-calculator/service'

export const dynamic = 'force-dynamic'

/**
 * GET ?discountPercent=&discountDays=&netDays=&dayCount=365|360 (and optionally &costOfFundsPercent=): the
 * discount's simple and compounded annual rates, and whether it beats the cost of funds.
 */
export function GET(request: Request) {
  return answerCalculator(request, calculateEarlyPaymentDiscount, earlyPaymentDiscountAnswer)
}
