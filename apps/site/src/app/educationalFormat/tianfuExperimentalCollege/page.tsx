import { load } from '@/lib/api'
import { formatSettingsPage } from '../_lib/settings-page'

const route = formatSettingsPage('tianfuExperimentalCollege', async () => [
  await load('educationFormat.Setting/tianfuExperimentalCollegeInfo'),
])
export const metadata = route.metadata
export default route.Page
