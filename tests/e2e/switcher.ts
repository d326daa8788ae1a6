import type { Page } from 'playwright-core'

/** Opens the country switcher and reads its entries: each edition's name, state and link. */
export async function switcherEntries(page: Page) {
  await page.getByRole('button', { name: /Change country|Cambiar de país/ }).click()
  const items = page.locator('header [aria-expanded="true"] + div li')
  return items.evaluateAll((nodes) =>
    nodes.map((li) => {
      const link = li.querySelector('a')
      const state = link ? 'link' : li.querySelector('[aria-current]') ? 'current' : 'disabled'
      return { text: (li.textContent ?? '').split('(')[0]!.trim(), state, href: link?.getAttribute('href') ?? null }
    }),
  )
}
