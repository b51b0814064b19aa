import { dispatch, fromWebRequest } from '@/api/router'
import { toResponse } from '@/api/respond'

type Params = { params: Promise<{ controller: string; action: string }> }

// The public API (docs/api.md): /api/<module>.<Controller>/<action>. Never cached here;
// the site caches answers itself and is told when content changes.
export const dynamic = 'force-dynamic'

const handle = async (request: Request, { params }: Params) => {
  const { controller, action } = await params
  return toResponse(await dispatch(fromWebRequest(request), `${controller}/${action}`))
}

// Hands the dispatcher to server.mjs, which answers later calls without Next's pipeline (see
// servePublicApi there). Same module instance, so one Payload, one hash pool, one session cache.
;(globalThis as Record<symbol, unknown>)[Symbol.for('ou.cms.api')] = dispatch

export {
  handle as GET,
  handle as HEAD,
  handle as POST,
  handle as PUT,
  handle as DELETE,
  handle as PATCH,
  handle as OPTIONS,
}
