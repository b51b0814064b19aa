import { eduNewsPages } from '@/components/edu'

const pages = eduNewsPages('teachingPlan')
export const generateMetadata = pages.detailMetadata
export default pages.Detail
