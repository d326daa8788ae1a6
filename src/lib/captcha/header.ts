/** The request header that carries the captcha token of every lead-form and one-time-code call. */
export const CAPTCHA_HEADER = 'g-recaptcha-response'
