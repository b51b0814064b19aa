import { featuredSection } from '@/components/featuredPages'

const section = featuredSection('news')
export const metadata = section.listMetadata
export default section.List
