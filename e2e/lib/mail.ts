import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** The port the cms sends mail to in the test run (scripts/test.mjs sets SMTP_PORT for both). */
export const SMTP_PORT = Number(process.env.SMTP_PORT ?? 3202)

export interface Received {
  to: string[]
  subject: string
  text: string
  from: string
}

/**
 * A real SMTP server on loopback that keeps what it receives, so a test can check what the cms
 * actually sent: recipients, subject and text, decoded.
 */
export async function startMailServer(port = SMTP_PORT) {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            from: mail.from?.text ?? '',
          })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    received,
    /** The first message matching, waiting up to `ms` for it to arrive. */
    async waitFor(match: (m: Received) => boolean, ms = 15_000): Promise<Received> {
      const until = Date.now() + ms
      while (Date.now() < until) {
        const hit = received.find(match)
        if (hit) return hit
        await new Promise((r) => setTimeout(r, 200))
      }
      throw new Error(
        `no matching mail within ${ms} ms; received: ${received.map((m) => m.subject).join(' | ')}`,
      )
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
