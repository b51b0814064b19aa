import { openMajorPages } from '@/components/openMajors'

const pages = openMajorPages('teachingPlan')
export const metadata = pages.indexMetadata
export default pages.Index
