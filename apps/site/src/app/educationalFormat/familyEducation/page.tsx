import { load, loadOptional } from '@/lib/api'
import { formatSettingsPage } from '../_lib/settings-page'

const route = formatSettingsPage('familyEducation', () =>
  Promise.all([
    load('familyEducation.Setting/baseInfo'),
    loadOptional('familyEducation.Setting/familyEducationInfo'),
  ]),
)
export const metadata = route.metadata
export default route.Page
