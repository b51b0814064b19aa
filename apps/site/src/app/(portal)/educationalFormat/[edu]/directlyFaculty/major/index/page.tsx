import { openMajorPages } from '../../../_lib/open-major-pages'

const pages = openMajorPages('directlyFaculty')
export const metadata = pages.indexMetadata
export default pages.Index
