/**
 * Business-loan records as the loan CMS delivers them. The footer shows only entries whose url contains
 * "business-loans" and whose bannerData has a title, once per url: the last four entries here are the
 * kinds the filter must drop (a duplicate url, no title, a url outside business-loans, an empty title).
 */
export const BUSINESS_LOANS = [
  { url: 'business-loans/gst-business-loan', data: { bannerData: { title: 'GST business loan up to INR 1 Cr' } } },
  { url: 'business-loans/msme-loan', data: { bannerData: { title: 'MSME loan without collateral' } } },
  { url: 'business-loans/working-capital-loan', data: { bannerData: { title: 'Working capital loan for traders' } } },
  { url: 'business-loans/loan-for-exporters', data: { bannerData: { title: 'Business loan for exporters' } } },
  { url: 'business-loans/gst-business-loan', data: { bannerData: { title: 'GST business loan (duplicate entry)' } } },
  { url: 'business-loans/draft-offer', data: { bannerData: { title: null } } },
  { url: 'personal-loans/salary-advance', data: { bannerData: { title: 'Salary advance' } } },
  { url: 'business-loans/untitled', data: { bannerData: { title: '' } } },
]
