import { openMajorPages } from '@/components/openMajors'

const pages = openMajorPages('directlyFaculty')
export const metadata = pages.indexMetadata
export default pages.Index
