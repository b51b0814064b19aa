import { openMajorPages } from '../../../_lib/open-major-pages'

const pages = openMajorPages('teachingPlan')
export const generateMetadata = pages.detailMetadata
export default pages.Detail
