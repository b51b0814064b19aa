import { openMajorPages } from '../../../_lib/open-major-pages'

const pages = openMajorPages('directlyFaculty')
export const generateMetadata = pages.detailMetadata
export default pages.Detail
