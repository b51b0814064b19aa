import { featuredSection } from '@/components/featuredPages'

const section = featuredSection('work')
export const metadata = section.listMetadata
export default section.List
