import { eduNewsPages } from '@/components/edu'

const pages = eduNewsPages('learningDynamics')
export const generateMetadata = pages.detailMetadata
export default pages.Detail
