import { clientAddressOf, type HeaderReader } from './clientAddress'
import { env } from './env'

/** The client address of a request (see lib/clientAddress.ts), for audit entries and rate limits. */
export function clientAddress(headers: HeaderReader | undefined): string {
  return clientAddressOf(headers, env.trustedProxies)
}
