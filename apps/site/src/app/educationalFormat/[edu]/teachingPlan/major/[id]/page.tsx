import { openMajorPages } from '@/components/openMajors'

const pages = openMajorPages('teachingPlan')
export const generateMetadata = pages.detailMetadata
export default pages.Detail
