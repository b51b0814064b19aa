import { openMajorPages } from '@/components/openMajors'

const pages = openMajorPages('directlyFaculty')
export const generateMetadata = pages.detailMetadata
export default pages.Detail
