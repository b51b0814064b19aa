/**
 * Facts about the demo content that tests rely on. The seed writes exactly these, so a test can
 * import them instead of repeating strings.
 */

/** A word that appears in the title of one published news item and of one draft, and nowhere else. */
export const SEARCH_WORD = '银杏'

/** The published news item whose title carries SEARCH_WORD. */
export const SEARCH_NEWS_TITLE = '校园银杏大道迎来最美观赏季'

/** News saved as drafts only: never public, never in the search index. */
export const DRAFT_NEWS_TITLES = [
  '银杏书香读书月活动方案（征求意见稿）',
  '关于调整部分行政办公用房的通知（待审）',
  '教职工暑期疗休养工作安排（草稿）',
] as const

/** Tracking code of a demo letter that has been answered and made public. */
export const REPLIED_LETTER_CODE = 'TFDEMO2K7QXR'

/** Tracking code of a demo letter still waiting for an answer. */
export const PENDING_LETTER_CODE = 'TFDEMO9M4WNA'

/** Tracking code of a demo letter that contains listed words: flagged and waiting for a person. */
export const FLAGGED_LETTER_CODE = 'TFDEMO7HFLAG'

/** The demo sensitive-word list (console settings). */
export const SENSITIVE_WORDS = ['代考', '包过', '替考', '办假证', '刷学分'] as const

/**
 * The demo column tree (栏目树): a column at the top of the site with a page below it and one
 * below that, each in the side navigation of the one above.
 */
export const DEMO_TREE = [
  { title: '走进开大', slug: 'about', path: '/about' },
  { title: '联系我们', slug: 'contact-us', path: '/about/contact-us' },
  { title: '来校路线', slug: 'map', path: '/about/contact-us/map' },
] as const

/** The demo editor's page (collection `pages`): published, in the enrolment side navigation. */
export const GUIDE_PAGE = {
  title: '招生简章',
  path: '/enrolling/guide',
  section: 'enrolling',
  slug: 'guide',
} as const
