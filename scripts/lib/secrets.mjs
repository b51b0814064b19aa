// The demo's secrets: random ones written to the root .env on the first `npm run demo`, so no two
// installations share a secret and none is published in this repository.
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

export const SECRET_NAMES = ['PAYLOAD_SECRET', 'STUDENT_TOKEN_SECRET', 'REVALIDATE_SECRET']

/**
 * Gives every secret that neither the environment nor `file` sets a random value in `file`: an
 * empty `NAME=` line is filled in, a missing one appended. A value already there is never
 * replaced. Returns the names written.
 */
export function ensureSecrets(file, environment = process.env) {
  let text = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const written = []
  for (const name of SECRET_NAMES) {
    if (environment[name]?.trim()) continue
    const line = new RegExp(`^[ \\t]*${name}[ \\t]*=(.*)$`, 'm')
    const found = line.exec(text)
    if (
      found &&
      found[1]
        .replace(/#.*$/, '')
        .trim()
        .replace(/^(['"])(.*)\1$/, '$2') !== ''
    )
      continue
    const value = randomBytes(32).toString('base64url')
    if (found) text = text.replace(line, `${name}=${value}`)
    else text += `${text && !text.endsWith('\n') ? '\n' : ''}${name}=${value}\n`
    written.push(name)
  }
  if (written.length) writeFileSync(file, text, { mode: 0o600 })
  return written
}
