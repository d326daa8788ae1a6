import config from '@payload-config'
import { getPayload } from 'payload'

/** The staff user whose session cookie or API key signs a request, or null. */
export async function signedInUser(request: Request) {
  const { user } = await (await getPayload({ config })).auth({ headers: request.headers })
  return user
}
