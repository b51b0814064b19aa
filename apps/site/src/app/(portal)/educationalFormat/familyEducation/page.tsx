import { formatSettingsPage } from '../_lib/settings-page'

const route = formatSettingsPage('familyEducation', {
  base: 'familyEducation.Setting/baseInfo',
  extra: 'familyEducation.Setting/familyEducationInfo',
})
export const metadata = route.metadata
export default route.Page
