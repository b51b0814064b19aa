import { featuredSection } from '@/components/featuredPages'

const section = featuredSection('news')
export const generateMetadata = section.detailMetadata
export default section.Detail
