import { env } from '@/env'

export type VapidDetails = { publicKey: string; privateKey: string; subject: string }

/** The VAPID keys from the environment, or null: without them push notifications are off. */
export function vapidDetails(): VapidDetails | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env
  return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : null
}
