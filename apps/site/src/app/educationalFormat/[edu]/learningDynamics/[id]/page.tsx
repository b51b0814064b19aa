import { eduNewsPages } from '../../_lib/news-pages'
export { generateStaticParams } from '@/lib/api'

const pages = eduNewsPages('learningDynamics')
export const generateMetadata = pages.detailMetadata
export default pages.Detail
