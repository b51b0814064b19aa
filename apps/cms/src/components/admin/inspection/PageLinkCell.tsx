/**
 * A finding's page in the findings list: a link that opens the page on the website in a new tab
 * (the row's own link opens the finding). A console address (an overdue letter) opens in place.
 */
export function PageLinkCell({ cellData }: { cellData?: unknown }) {
  const url = typeof cellData === 'string' ? cellData : ''
  if (!/^https?:\/\//.test(url)) return <span>{url || '—'}</span>
  let shown = url
  try {
    const u = new URL(url)
    shown = decodeURI(`${u.pathname}${u.search}`)
  } catch {
    // shown as stored
  }
  const inConsole = url.includes('/admin/')
  return (
    <a
      href={url}
      {...(inConsole ? {} : { target: '_blank', rel: 'noopener noreferrer', title: '在网站上打开' })}
    >
      {shown}
    </a>
  )
}
