import { openMajorPages } from '../../../_lib/open-major-pages'

const pages = openMajorPages('teachingPlan')
export const metadata = pages.indexMetadata
export default pages.Index
