import { eduSchoolPages } from '@/components/edu'

const pages = eduSchoolPages('offCampus')
export const generateMetadata = pages.listMetadata
export default pages.List
