/** A link that leaves the site (opened in a new tab), scheme-relative `//host/…` too; anything else is a path of this site. */
export const isExternal = (url: string) => /^(?:https?:)?\/\//i.test(url)

/** Props that open an external link in a new tab without handing it this page. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const
