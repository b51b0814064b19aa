// Page N of a site's column (?page=N, rewritten here by src/proxy.ts): the same page, cacheable per page.
export { default, generateMetadata } from '../../page'
