import { formatSettingsPage } from '../_lib/settings-page'

const route = formatSettingsPage('tianfuExperimentalCollege', {
  base: 'educationFormat.Setting/tianfuExperimentalCollegeInfo',
})
export const metadata = route.metadata
export default route.Page
