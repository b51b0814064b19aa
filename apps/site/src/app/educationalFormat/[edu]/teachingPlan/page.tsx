import { eduNewsPages } from '@/components/edu'

const pages = eduNewsPages('teachingPlan')
export const generateMetadata = pages.listMetadata
export default pages.List
