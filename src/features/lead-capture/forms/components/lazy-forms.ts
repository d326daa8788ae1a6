'use client'

import { lazy } from 'react'

/**
 * The forms' code (react-hook-form, zod, the captcha) in chunks of their own, fetched only when a form is
 * about to be used: the footer panel coming near, a popup opening, a form placed lower in a page coming near.
 * Every lazy form shares these loaders.
 */
export const DomesticWizard = lazy(() => import('./DomesticWizard.client').then((m) => ({ default: m.DomesticWizard })))
export const GenericLeadForm = lazy(() => import('./GenericLeadForm.client').then((m) => ({ default: m.GenericLeadForm })))
export const MexicoLeadForm = lazy(() => import('./MexicoLeadForm.client').then((m) => ({ default: m.MexicoLeadForm })))
