import { featuredSection } from '@/components/featuredPages'

const section = featuredSection('theoretical')
export const metadata = section.listMetadata
export default section.List
