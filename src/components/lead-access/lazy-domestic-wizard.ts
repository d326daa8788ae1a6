'use client'

import { lazy } from 'react'

/**
 * The domestic wizard's code (react-hook-form, zod, the captcha) in a chunk of its own, fetched only when
 * the footer panel comes near or a popup opens. The footer and the popups share this one loader.
 */
export const DomesticWizard = lazy(() => import('@/features/lead-forms/components/DomesticWizard.client').then((m) => ({ default: m.DomesticWizard })))
