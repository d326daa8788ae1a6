/** The wa.me chat link of an international number such as +919800000001. */
export function whatsappChatUrl(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`
}
