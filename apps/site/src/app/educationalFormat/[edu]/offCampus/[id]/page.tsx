import { eduSchoolPages } from '@/components/edu'

const pages = eduSchoolPages('offCampus')
export const generateMetadata = pages.detailMetadata
export default pages.Detail
