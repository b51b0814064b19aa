import { dispatch } from '@/api/router'

type Params = { params: Promise<{ controller: string; action: string }> }

// The public API (docs/api.md): /api/<module>.<Controller>/<action>. Never cached here;
// the site caches answers itself and is told when content changes.
export const dynamic = 'force-dynamic'

const handle = async (request: Request, { params }: Params) => {
  const { controller, action } = await params
  return dispatch(request, `${controller}/${action}`)
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH, handle as OPTIONS }
