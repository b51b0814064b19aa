import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { clientAddress } from '@/lib/requestAddress'
import { guardedConsoleLogin } from '@/lib/consoleLogin'
import {
  bodyLimitOf,
  checkJsonBody,
  checkRestShape,
  guardedForgotPassword,
  limitBody,
  mapServerErrors,
} from '@/lib/restGuards'

type Context = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>
const restPost = REST_POST(config)

/**
 * In front of every REST call (lib/restGuards.ts): paths that name no record or operation answer
 * 404, bodies above the path's limit 413 before Payload reads them, and Payload's server errors
 * that are the client's (an unknown route, a missing file) answer as such.
 */
const guarded =
  (handler: Handler, body = true): Handler =>
  async (request, context) => {
    const { slug } = await context.params
    const payload = await getPayload({ config })
    const refused = checkRestShape(payload, slug, request)
    if (refused) return refused
    let checked: Request | Response = request
    if (body) checked = await limitBody(request, bodyLimitOf(slug, request.headers.get('content-type')))
    if (checked instanceof Response) return checked
    if (body) checked = await checkJsonBody(checked)
    if (checked instanceof Response) return checked
    return mapServerErrors(await handler(checked, context), slug)
  }

// Payload's own REST API, used by the console; moved off /api, which the public API owns.
export const GET = guarded(REST_GET(config), false)
// Console logins go through the cms's own limits first (lib/consoleLogin.ts), as do reset mails.
export const POST = guarded(async (request, context) => {
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
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
