import { featuredSection } from '@/components/featuredPages'

const section = featuredSection('work')
export const generateMetadata = section.detailMetadata
export default section.Detail
