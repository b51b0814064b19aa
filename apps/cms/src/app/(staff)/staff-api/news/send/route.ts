import { staffOnly } from '@/app/(staff)/staff'
import { clientAddress } from '@/lib/requestAddress'
import type { User } from '@/payload-types'
import { refusal } from '@/reports/report'
import { receiptsOf, sendDown } from '@/reports/send'

/**
 * 下发 (reports/send.ts): `POST {article, sites: 'all' | [ids], column}` sends a published portal
 * article down to sites, shown at once in each one's column of that path name. The web office.
 */
export async function POST(request: Request) {
  const { payload, user, denied } = await staffOnly(request, 'reviewer')
  if (denied) return denied
  const body = await request.json().catch(() => null)
  if (!body || typeof body !== 'object') return Response.json({ message: '请求格式不正确' }, { status: 400 })
  try {
    const done = await sendDown(payload, user as User, body, clientAddress(request.headers))
    const { sent, already, lacking } = done
    return Response.json(
      {
        message: [
          `已下发到 ${sent.join('、')}`,
          already.length ? `（${already.join('、')}此前已收到）` : '',
          lacking.length ? `；${lacking.join('、')}没有该栏目，未下发` : '',
        ].join(''),
        ...done,
      },
      { status: 201 },
    )
  } catch (e) {
    return refusal(e)
  }
}

/** `GET ?article=<id>`: the receipts of that portal article's sending, per receiving site. */
export async function GET(request: Request) {
  const { payload, user, denied } = await staffOnly(request, 'reviewer')
  if (denied) return denied
  const article = Number(new URL(request.url).searchParams.get('article'))
  if (!Number.isInteger(article) || article <= 0 || article > 2_147_483_647)
    return Response.json({ message: '请指定稿件' }, { status: 400 })
  try {
    return Response.json({ receipts: await receiptsOf(payload, user as User, article) })
  } catch (e) {
    return refusal(e)
  }
}
