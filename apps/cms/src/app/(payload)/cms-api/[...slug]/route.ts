import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { clientAddress } from '@/audit/address'
import { guardedConsoleLogin } from '@/lib/consoleLogin'
import { bodyLimitOf, guardedForgotPassword, limitBody } from '@/lib/restGuards'

type Context = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>
const restPost = REST_POST(config)

/** Bodies are limited before Payload reads them (lib/restGuards.ts): 413 above the path's limit. */
const limited =
  (handler: Handler): Handler =>
  async (request, context) => {
    const { slug } = await context.params
    const checked = await limitBody(request, bodyLimitOf(slug, request.headers.get('content-type')))
    return checked instanceof Response ? checked : handler(checked, context)
  }

// Payload's own REST API, used by the console; moved off /api, which the public API owns.
export const GET = REST_GET(config)
// Console logins go through the cms's own limits first (lib/consoleLogin.ts), as do reset mails.
export const POST = limited(async (request, context) => {
  const { slug } = await context.params
  const path = slug.join('/')
  if (path === 'users/login' || path === 'users/forgot-password') {
    const payload = await getPayload({ config })
    const client = clientAddress(request.headers) || 'unknown'
    if (path === 'users/forgot-password')
      return guardedForgotPassword(payload, request, client, (r) => restPost(r, context))
    return guardedConsoleLogin(payload, request, client, (r) => restPost(r, context))
  }
  return restPost(request, context)
})
export const DELETE = limited(REST_DELETE(config))
export const PATCH = limited(REST_PATCH(config))
export const PUT = limited(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
