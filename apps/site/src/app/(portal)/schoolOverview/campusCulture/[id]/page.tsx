import { schoolArticlePages } from '../../_lib/article-pages'

const pages = schoolArticlePages('campusCulture')
export const generateMetadata = pages.detailMetadata
export default pages.Detail
