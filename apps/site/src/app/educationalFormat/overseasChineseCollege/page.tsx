import { load } from '@/lib/api'
import { formatSettingsPage } from '../_lib/settings-page'

const route = formatSettingsPage('overseasChineseCollege', async () => [
  await load('educationFormat.Setting/overseasChineseCollegeInfo'),
])
export const metadata = route.metadata
export default route.Page
