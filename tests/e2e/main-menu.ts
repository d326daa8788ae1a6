import type { Page } from 'playwright-core'

/** The desktop menu's links in order, opening each panel in turn (a closed panel is not in the page). */
export async function desktopMenuLinks(page: Page): Promise<string[]> {
  const hrefs: string[] = []
  for (const item of await page.locator('[data-desktop-nav] > ul > li').all()) {
    const button = item.locator(':scope > div > button')
    if ((await button.count()) === 0) {
      hrefs.push((await item.locator('a').getAttribute('href'))!)
      continue
    }
    await button.click()
    hrefs.push(...(await item.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))))
    await page.keyboard.press('Escape')
  }
  return hrefs
}
