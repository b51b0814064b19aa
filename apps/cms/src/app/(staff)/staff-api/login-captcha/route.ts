import config from '@payload-config'
import { getPayload } from 'payload'
import { RateLimitError } from '@/lib/errors'
import { clientAddress } from '@/lib/requestAddress'
import { captchaAudio, issueCaptcha } from '@/lib/captcha'
import { CAPTCHA_AFTER, CONSOLE_CAPTCHA, CONSOLE_LOGIN_RULE } from '@/lib/consoleLogin'
import { countRecent } from '@/lib/rateLimit'

/** Whether the login page must show a captcha (failures of this address or the typed account), and one if so. */
export async function GET(request: Request) {
  const payload = await getPayload({ config })
  const email = (new URL(request.url).searchParams.get('email') ?? '').trim().toLowerCase().slice(0, 200)
  const client = clientAddress(request.headers) || 'unknown'
  const counts = await Promise.all(
    [`console-ip:${client}`, `console-account:${email}`].map((k) =>
      countRecent(payload, k, CONSOLE_LOGIN_RULE),
    ),
  )
  const headers = { 'cache-control': 'no-store' }
  if (Math.max(...counts.map((c) => c.count)) < CAPTCHA_AFTER)
    return Response.json({ required: false }, { headers })
  try {
    const c = await issueCaptcha(payload, CONSOLE_CAPTCHA, client)
    // The console's few logins carry the spoken form at once (the site asks for it on demand).
    const { audio } = await captchaAudio(payload, c.captcha_id, client, [CONSOLE_CAPTCHA])
    return Response.json({ required: true, captcha_id: c.captcha_id, image: c.image, audio }, { headers })
  } catch (e) {
    if (e instanceof RateLimitError)
      return Response.json({ required: true, message: e.message }, { status: 429, headers })
    throw e
  }
}
