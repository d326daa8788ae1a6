/** The interest calculator's path inside each edition; every edition serves it. */
export const CALCULATOR_PATH = '/interest-calculator'
