import { schoolArticlePages } from '../../_lib/article-pages'
export { generateStaticParams } from '@/lib/api'

const pages = schoolArticlePages('campusCulture')
export const generateMetadata = pages.detailMetadata
export default pages.Detail
