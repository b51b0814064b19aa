import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { clientAddress } from '@/lib/requestAddress'
import { guardedConsoleLogin } from '@/lib/consoleLogin'

type Context = { params: Promise<{ slug: string[] }> }
const restPost = REST_POST(config)

// Payload's own REST API, used by the console; moved off /api, which the public API owns.
export const GET = REST_GET(config)
// Console logins go through the cms's own limits first (lib/consoleLogin.ts).
export const POST = async (request: Request, context: Context) => {
  const { slug } = await context.params
  if (slug.join('/') === 'users/login') {
    const payload = await getPayload({ config })
    const client = clientAddress(request.headers) || 'unknown'
    return guardedConsoleLogin(payload, request, client, (r) => restPost(r, context))
  }
  return restPost(request, context)
}
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
