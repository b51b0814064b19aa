import { eduNewsPages } from '@/components/edu'

const pages = eduNewsPages('learningDynamics')
export const generateMetadata = pages.listMetadata
export default pages.List
