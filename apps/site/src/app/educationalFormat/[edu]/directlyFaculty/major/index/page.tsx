import { openMajorPages } from '../../../_lib/open-major-pages'
export { generateStaticParams } from '@/lib/api'

const pages = openMajorPages('directlyFaculty')
export const metadata = pages.indexMetadata
export default pages.Index
