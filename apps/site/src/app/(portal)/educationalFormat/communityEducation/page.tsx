import { formatSettingsPage } from '../_lib/settings-page'

const route = formatSettingsPage('communityEducation', {
  base: 'communityEducation.Setting/baseInfo',
  extra: 'communityEducation.Setting/communityEducationInfo',
})
export const metadata = route.metadata
export default route.Page
