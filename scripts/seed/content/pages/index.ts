import type { PageSeed } from '../../types'
import { HOME_PAGES } from './home'

export const PAGES: PageSeed[] = [...HOME_PAGES]
