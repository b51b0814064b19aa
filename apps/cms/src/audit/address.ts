/**
 * The client address of a request, for audit entries. The nearest proxy appends the peer address
 * last; earlier entries are whatever the client claimed.
 */
export function clientAddress(headers: Headers | undefined): string {
  if (!headers) return ''
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded?.split(',').pop()?.trim()
  // An IPv4 peer of a dual-stack socket reads ::ffff:10.0.0.1; staff know it as 10.0.0.1.
  return (last || headers.get('x-real-ip') || '').replace(/^::ffff:(?=\d+\.)/, '').slice(0, 64)
}
