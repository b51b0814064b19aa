import { staffOnly } from '@/app/(staff)/staff'
import { clientAddress } from '@/lib/requestAddress'
import type { User } from '@/payload-types'
import { refusal, reportsOf, reportUp } from '@/reports/report'

/**
 * 信息报送 (reports/report.ts): `POST {article, category, note}` offers a published article of the
 * editor's site to a portal column; the answer names the portal entry, waiting in its reviewers'
 * queue. Editors (a site's, or the web office's).
 */
export async function POST(request: Request) {
  const { payload, user, denied } = await staffOnly(request, 'editor')
  if (denied) return denied
  const body = await request.json().catch(() => null)
  if (!body || typeof body !== 'object') return Response.json({ message: '请求格式不正确' }, { status: 400 })
  try {
    const { id, resent } = await reportUp(payload, user as User, body, clientAddress(request.headers))
    return Response.json(
      { message: resent ? '已重新报送，等待门户审核' : '已报送，等待门户审核', id },
      { status: 201 },
    )
  } catch (e) {
    return refusal(e)
  }
}

/** `GET ?article=<id>`: that article's reports, as its own site's staff follow them. */
export async function GET(request: Request) {
  const { payload, user, denied } = await staffOnly(request, 'editor', 'reviewer')
  if (denied) return denied
  const article = Number(new URL(request.url).searchParams.get('article'))
  if (!Number.isInteger(article) || article <= 0 || article > 2_147_483_647)
    return Response.json({ message: '请指定稿件' }, { status: 400 })
  try {
    return Response.json({ reports: await reportsOf(payload, user as User, article) })
  } catch (e) {
    return refusal(e)
  }
}
