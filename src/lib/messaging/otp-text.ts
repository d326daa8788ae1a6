import type { MessageLanguage, OtpMessage } from './types'

const VALIDITY_MINUTES = 10

type OtpCopy = {
  sms: (code: string) => string
  emailSubject: string
  greeting: (name?: string) => string
  emailBody: (code: string) => string[]
}

// The Spanish SMS stays within 70 characters: "ó" forces UCS-2, where one segment holds 70.
const COPY: Record<MessageLanguage, OtpCopy> = {
  en: {
    sms: (code) => `${code} is your Northwind verification code. It expires in ${VALIDITY_MINUTES} minutes. Do not share it with anyone.`,
    emailSubject: 'Your Northwind verification code',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    emailBody: (code) => [
      `Your Northwind Trade Finance verification code is ${code}.`,
      `It expires in ${VALIDITY_MINUTES} minutes. Do not share it with anyone: we will never ask you for it.\nIf you did not request it, you can ignore this e-mail.`,
    ],
  },
  es: {
    sms: (code) => `Tu código Northwind: ${code}. Vence en ${VALIDITY_MINUTES} minutos. No lo compartas.`,
    emailSubject: 'Tu código de verificación de Northwind',
    greeting: (name) => (name ? `Hola ${name}:` : 'Hola:'),
    emailBody: (code) => [
      `Tu código de verificación de Northwind Trade Finance es ${code}.`,
      `Vence en ${VALIDITY_MINUTES} minutos. No lo compartas con nadie: nunca te lo pediremos.\nSi no lo solicitaste, puedes ignorar este correo.`,
    ],
  },
}

/** The free-text OTP message for senders that take one (Twilio, the outbox). */
export function buildOtpText(message: Pick<OtpMessage, 'code' | 'language'>): string {
  return COPY[message.language].sms(message.code)
}

/** The e-mail that carries the code alongside a WhatsApp message. */
export function buildOtpEmail(message: Pick<OtpMessage, 'code' | 'language' | 'recipientName'>): { subject: string; text: string } {
  const copy = COPY[message.language]
  return {
    subject: copy.emailSubject,
    text: [copy.greeting(message.recipientName?.trim() || undefined), ...copy.emailBody(message.code)].join('\n\n'),
  }
}
