import { formatSettingsPage } from '../_lib/settings-page'

const route = formatSettingsPage('overseasChineseCollege', {
  base: 'educationFormat.Setting/overseasChineseCollegeInfo',
})
export const metadata = route.metadata
export default route.Page
