import { featuredSection } from '../_lib/section-pages'

const section = featuredSection('theoretical')
export const metadata = section.listMetadata
export default section.List
