/** The collection that keeps the reports (src/collections/PolicyViolations); its table is csp_violations. */
export const POLICY_VIOLATIONS_SLUG = 'csp-violations'
