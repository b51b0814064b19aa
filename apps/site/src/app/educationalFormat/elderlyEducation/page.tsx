import { load } from '@/lib/api'
import { ELDERLY_NAV } from '@/lib/pages'
import { formatSettingsPage } from '../_lib/settings-page'

const route = formatSettingsPage(
  'elderlyEducation',
  async () => [await load('oldEducation.Setting/oldEducationInfo')],
  ELDERLY_NAV,
)
export const metadata = route.metadata
export default route.Page
