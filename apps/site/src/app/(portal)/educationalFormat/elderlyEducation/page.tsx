import { ELDERLY_NAV } from '@/lib/pages'
import { formatSettingsPage } from '../_lib/settings-page'

const route = formatSettingsPage('elderlyEducation', {
  base: 'oldEducation.Setting/oldEducationInfo',
  nav: ELDERLY_NAV,
})
export const metadata = route.metadata
export default route.Page
