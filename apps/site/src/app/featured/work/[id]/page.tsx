import { featuredSection } from '../../_lib/section-pages'
export { generateStaticParams } from '@/lib/api'

const section = featuredSection('work')
export const generateMetadata = section.detailMetadata
export default section.Detail
