import { load, loadOptional } from '@/lib/api'
import { formatSettingsPage } from '../_lib/settings-page'

const route = formatSettingsPage('communityEducation', () =>
  Promise.all([
    load('communityEducation.Setting/baseInfo'),
    loadOptional('communityEducation.Setting/communityEducationInfo'),
  ]),
)
export const metadata = route.metadata
export default route.Page
