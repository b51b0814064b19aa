import { featuredSection } from '../../_lib/section-pages'

const section = featuredSection('news')
export const generateMetadata = section.detailMetadata
export default section.Detail
