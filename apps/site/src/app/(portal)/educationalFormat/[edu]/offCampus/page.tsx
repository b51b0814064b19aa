import { eduSchoolPages } from '../_lib/school-pages'

const pages = eduSchoolPages('offCampus')
export const generateMetadata = pages.listMetadata
export default pages.List
