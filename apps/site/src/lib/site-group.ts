import { PORTAL_SITE, type Site } from '@ou/contract'

/**
 * The sites of the group a visitor is shown (站群导航, the footer's row): the live (已上线) ones
 * besides the portal, in the console's order. One being built (建设中) or closed (已停用) is not.
 */
export const liveSites = (list: Site[]) => list.filter((s) => s.status === 'live' && s.slug !== PORTAL_SITE)
