import { featuredSection } from '@/components/featuredPages'

const section = featuredSection('theoretical')
export const generateMetadata = section.detailMetadata
export default section.Detail
