// Page N of the list (?page=N, rewritten here by src/proxy.ts): the same page, cacheable per page.
export { default, generateMetadata } from '../../page'
