import { answerCalculator } from '@/features/calculators/interest/http'
import { calculateInvoiceFinance, invoiceFinanceAnswer } from '@/features/calculators/interest/service'

export const dynamic = 'force-dynamic'

/**
 * GET ?invoiceAmount=&advancePercent=&annualRatePercent=&days= (or &invoiceDate=&dueDate=)&feePercent=&dayCount=365|360:
 * the cost of financing the invoice, interest and fees deducted up front.
 */
export function GET(request: Request) {
  return answerCalculator(request, calculateInvoiceFinance, invoiceFinanceAnswer)
}
