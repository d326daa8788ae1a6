import { removePushSubscription, savePushSubscription } from '@/features/push-notifications/service'
import { readJsonBody } from '@/lib/api/read-json'
import { handlePublicCall } from '@/lib/api/respond'
import { getPayloadClient } from '@/lib/payload'
import { routeMethods } from '@/lib/api/route-methods'

const options = { namespace: 'PushNotifications.errors' } as const

/** POST { subscription, edition, topics }: stores (or updates) a browser's push subscription. */
async function handlePost(request: Request) {
  return handlePublicCall(request, async () => savePushSubscription(await getPayloadClient(), request, await readJsonBody(request)), options)
}

/** DELETE { endpoint }: forgets a browser's push subscription. */
async function handleDelete(request: Request) {
  return handlePublicCall(request, async () => removePushSubscription(await getPayloadClient(), request, await readJsonBody(request)), options)
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ POST: handlePost, DELETE: handleDelete })
