/** What the admin list's search box looks in (and the CSV export with it). */
export const LEAD_SEARCH_FIELDS = ['name', 'email', 'phone', 'company']
