import { openMajorPages } from '../../../_lib/open-major-pages'
export { generateStaticParams } from '@/lib/api'

const pages = openMajorPages('directlyFaculty')
export const generateMetadata = pages.detailMetadata
export default pages.Detail
