import { staffOnly } from '@/app/(staff)/staff'
import { ACTIVE_REDIRECTS, nginxMap } from '@/lib/redirects'

/**
 * The redirects as an nginx `map` file (docs/deploy.md, "Redirects"): nginx then answers them
 * itself, before the site. Editors and administrators.
 */
export async function GET(request: Request) {
  const { payload, denied } = await staffOnly(request, 'editor')
  if (denied) return denied
  const { docs } = await payload.find({
    collection: 'redirects',
    where: ACTIVE_REDIRECTS,
    select: { from: true, to: true, type: true },
    sort: 'from',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Response(nginxMap(docs), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'content-disposition': 'attachment; filename="redirects.map"',
      'cache-control': 'no-store',
    },
  })
}
