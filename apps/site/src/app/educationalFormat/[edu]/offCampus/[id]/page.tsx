import { eduSchoolPages } from '../../_lib/school-pages'
export { generateStaticParams } from '@/lib/api'

const pages = eduSchoolPages('offCampus')
export const generateMetadata = pages.detailMetadata
export default pages.Detail
