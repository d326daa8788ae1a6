import { answerCalculator } from '@/features/calculators/interest/http'
import { calculateInvoiceFinance, invoiceFinanceAnswer } from '@/features/calculators/interest/service'
import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

/**
 * GET ?invoiceAmount=&advancePercent=&annualRatePercent=&days= (or &invoiceDate=&dueDate=)&feePercent=&dayCount=365|360:
 * the cost of financing the invoice, interest and fees deducted up front.
 */
function handleGet(request: Request) {
  return answerCalculator(request, calculateInvoiceFinance, invoiceFinanceAnswer)
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
