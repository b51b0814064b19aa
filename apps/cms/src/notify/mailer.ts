import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'
import { env } from '@/lib/env'

const recipientsOf = (m: SendEmailOptions) => (Array.isArray(m.to) ? m.to.join(', ') : String(m.to ?? ''))

/** Without SMTP settings a message is logged (recipients and subject) instead of sent. */
const logAdapter: EmailAdapter = ({ payload }) => ({
  name: 'log',
  defaultFromAddress: env.smtp.from,
  defaultFromName: '',
  sendEmail: async (message) => {
    payload.logger.info(
      `[mail] SMTP 未配置，邮件未发送。收件人：${recipientsOf(message)}；主题：${message.subject}`,
    )
  },
})

/** Payload's nodemailer adapter over the SMTP server of `.env`, or the log. */
export function emailAdapter(): EmailAdapter | Promise<EmailAdapter> {
  if (!env.smtp.host) return logAdapter
  return nodemailerAdapter({
    defaultFromAddress: env.smtp.from,
    defaultFromName: '',
    // Verifying at start would hold the start-up for a mail server that may be slow to answer.
    skipVerify: true,
    transportOptions: {
      host: env.smtp.host,
      port: env.smtp.port,
      secure: env.smtp.secure,
      auth: env.smtp.user ? { user: env.smtp.user, pass: env.smtp.password } : undefined,
      connectionTimeout: 15_000,
    },
  })
}

/**
 * Sends one message from the school's name (site settings). Mail never blocks or fails the
 * action that caused it: a failure is logged for IT and the action stands.
 */
export async function sendMail(payload: Payload, to: string[], subject: string, text: string) {
  if (!to.length) {
    payload.logger.warn(`[mail] 没有收件人，未发送：${subject}`)
    return
  }
  try {
    const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    await payload.sendEmail({
      from: { name: site.site_name || '', address: env.smtp.from },
      to,
      subject,
      text,
    })
  } catch (err) {
    payload.logger.error({ err, msg: `[mail] 发送失败：${subject}` })
  }
}
