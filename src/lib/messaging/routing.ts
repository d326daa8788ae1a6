import type { OtpMessage, OtpProvider } from './types'

/** India (+91) needs DLT-registered templates, which MSG91 sends; every other country goes through Twilio. */
export function chooseOtpProvider(message: Pick<OtpMessage, 'channel' | 'to'>): OtpProvider {
  if (message.channel === 'whatsapp') return 'whatsapp'
  return message.to.startsWith('+91') ? 'msg91' : 'twilio'
}
