import { z } from 'zod'
import { html, image, isoDate } from './common'
import { SITE_KINDS, SITE_STATUSES, SITE_TEMPLATES } from './sites'
import {
  CATEGORY_TYPES,
  COURSE_KINDS,
  EDU_NEWS_TYPES,
  EDU_SCHOOL_TYPES,
  EDU_TYPES,
  EDUCATION_BACKGROUNDS,
  FORMAT_KEYS,
  GENDERS,
  LETTER_RECIPIENTS,
  LETTER_STATUSES,
  LINK_TYPES,
  MAJOR_LEVELS,
  MAX_SEMESTER,
  SCHOOL_SECTIONS,
  SEARCH_TYPES,
  THEME_SECTIONS,
} from './enums'
import { PAGE_KINDS, PAGE_PLACES, PAGE_SECTIONS } from './pages'
import { PERIODS } from './terms'

/* ---------- enumerations (value lists and labels in enums.ts) ---------- */

export const themeColor = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])
export const footerLinkType = z.enum(LINK_TYPES)
export const formatKey = z.enum(FORMAT_KEYS)
export const categoryType = z.enum(CATEGORY_TYPES)
export const majorLevel = z.enum(MAJOR_LEVELS)
export const courseKind = z.enum(COURSE_KINDS)
export const eduType = z.enum(EDU_TYPES)
export const eduNewsType = z.enum(EDU_NEWS_TYPES)
export const eduSchoolType = z.enum(EDU_SCHOOL_TYPES)
export const themeSection = z.enum(THEME_SECTIONS)
export const schoolSection = z.enum(SCHOOL_SECTIONS)
export const termPeriod = z.enum(PERIODS)
export const gender = z.enum(GENDERS)
export const educationBackground = z.enum(EDUCATION_BACKGROUNDS)
export const letterRecipient = z.enum(LETTER_RECIPIENTS)
export const letterStatus = z.enum(LETTER_STATUSES)
export const searchType = z.enum(SEARCH_TYPES)

/* ---------- site ---------- */

export const link = z.object({
  id: z.number().int(),
  type: footerLinkType,
  title: z.string(),
  url: z.string().nullable(),
  /** QR code (type `code`) or icon. */
  image: image.nullable(),
})
export const platform = z.object({
  id: z.number().int(),
  name: z.string(),
  account: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  qrcode: image.nullable(),
})
export const service = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  icon: image.nullable(),
})
/** A site of the group (站群), as visitors and the site app see it. */
export const site = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  slug: z.string(),
  kind: z.enum(SITE_KINDS),
  template: z.enum(SITE_TEMPLATES),
  status: z.enum(SITE_STATUSES),
  /** Its own host (mianyang.tfou.edu.cn), when it has one; /sites/{slug} always works. */
  domain: z.string().nullable(),
  theme_color: z.string(),
  logo: image.nullable(),
  contact: z.string(),
  /** Its own menu links, after its home and news columns; `external` ones open in a new tab. */
  menu: z.array(z.object({ label: z.string(), href: z.string(), external: z.boolean() })),
  /** Its footer links. */
  footer_links: z.array(z.object({ label: z.string(), href: z.string(), external: z.boolean() })),
  /** Its notice under the header, or null when it has none shown. */
  notice: z
    .object({
      /** Changes with the text and link: a visitor who closed a notice sees the next one. */
      key: z.string(),
      text: z.string(),
      link: z.string().nullable(),
    })
    .nullable(),
})
export type Site = z.infer<typeof site>

/**
 * The site of the group a record belongs to, as a link needs it: its `slug` (/sites/{slug}; the
 * portal's is `portal`, served at /), its short `name` (简称, else its name) and its own `domain`.
 */
export const siteRef = z.object({ slug: z.string(), name: z.string(), domain: z.string().nullable() })
export type SiteRef = z.infer<typeof siteRef>

export const siteSettings = z.object({
  setting: z.object({
    site_name: z.string(),
    site_name_en: z.string(),
    logo: image.nullable(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    postcode: z.string(),
    copyright: z.string(),
    icp: z.string(),
    police_record: z.string(),
    /** The `links`-type entries of `link`, repeated here for the footer's friend links. */
    friend_link: z.array(link),
  }),
  media: z.array(platform),
  service: z.array(service),
  link: z.array(link),
})
export type SiteSettings = z.infer<typeof siteSettings>

export const carousel = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  image,
  url: z.string().nullable(),
})

/* ---------- navigation and editors' pages (pages.ts) ---------- */

export const pageSection = z.enum(PAGE_SECTIONS)

/** One link of the navigation, resolved to an address; `external` ones open in a new tab. */
export const navLink = z.object({ label: z.string(), href: z.string(), external: z.boolean() })
export type NavLink = z.infer<typeof navLink>
export const navigation = z.object({
  /** The header menu in order, hidden items left out; each item's sub-menu likewise. */
  header: z.array(navLink.extend({ children: z.array(navLink) })),
  /** The footer's link groups. */
  footer: z.array(z.object({ title: z.string(), links: z.array(navLink) })),
  /** Each section's side navigation (sections without one are absent). */
  side: z.array(z.object({ section: pageSection, items: z.array(navLink) })),
})
export type Navigation = z.infer<typeof navigation>

const attachment = z.object({
  title: z.string(),
  url: z.string(),
  ext: z.string(),
  size: z.number().int().min(0),
})
export const pageBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('richText'), html }),
  z.object({ type: z.literal('images'), caption: z.string(), images: z.array(image) }),
  /** A live list: the site reads the category's latest news itself, so it follows every publish. */
  z.object({
    type: z.literal('newsList'),
    title: z.string(),
    category: z.object({ id: z.number().int(), name: z.string(), path_name: z.string() }).nullable(),
    limit: z.number().int().min(1).max(20),
  }),
  z.object({ type: z.literal('attachments'), title: z.string(), files: z.array(attachment) }),
  z.object({
    type: z.literal('table'),
    caption: z.string(),
    head: z.array(z.string()),
    rows: z.array(z.array(z.string())),
  }),
  z.object({ type: z.literal('button'), label: z.string(), href: z.string(), external: z.boolean() }),
  z.object({ type: z.literal('video'), title: z.string(), src: z.string(), poster: image.nullable() }),
  z.object({
    type: z.literal('contact'),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    hours: z.string(),
  }),
])
export type PageBlock = z.infer<typeof pageBlock>
export const pageSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The section the page's top ancestor lives under, or `top` for a top-level column. */
  section: z.enum(PAGE_PLACES),
  /** The page's address: `/<section>/<slug>`, `/<slug>`, or below its parent's. */
  path: z.string(),
  updated_at: isoDate,
})
export type PageSummary = z.infer<typeof pageSummary>
export const pageDetail = pageSummary.extend({
  kind: z.enum(PAGE_KINDS),
  /** A link column's target: where its address leads (null for the other kinds). */
  link: navLink.omit({ label: true }).nullable(),
  blocks: z.array(pageBlock),
})
/** One published column of the tree, in the order the console keeps; a link column's href is its target. */
export const pageNode = z.object({
  id: z.number().int(),
  title: z.string(),
  section: z.enum(PAGE_PLACES),
  path: z.string(),
  parent_id: z.number().int().nullable(),
  kind: z.enum(PAGE_KINDS),
  href: z.string(),
  external: z.boolean(),
})
export type PageNode = z.infer<typeof pageNode>
export type PageDetail = z.infer<typeof pageDetail>

/* ---------- news ---------- */

export const newsCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  /** Route segment of /news/{pathName}. */
  path_name: z.string(),
})
export type NewsCategory = z.infer<typeof newsCategory>

export const articleSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: image.nullable(),
  published_at: isoDate,
})
export type ArticleSummary = z.infer<typeof articleSummary>
const neighbour = z.object({ id: z.number().int(), title: z.string() }).nullable()
export const articleDetail = articleSummary.extend({
  content: html,
  author: z.string(),
  source: z.string(),
  views: z.number().int().min(0),
  prev: neighbour,
  next: neighbour,
})
export type ArticleDetail = z.infer<typeof articleDetail>

export const newsSummary = articleSummary.extend({ category: newsCategory.nullable() })
/**
 * 信息报送: the site article a portal entry was reported from (its text is the source's), or null.
 * Its page names the site and links there; the source's address is its canonical one.
 */
export const reportOrigin = z.object({
  /** The source site's short name (绵阳分校). */
  site: z.string(),
  slug: z.string(),
  domain: z.string().nullable(),
  /** The source's column path name and id: /sites/{slug}/news/{category}/{id}. */
  category: z.string(),
  id: z.number().int(),
})
export const newsDetail = articleDetail.extend({
  category: newsCategory.nullable(),
  origin: reportOrigin.nullable(),
})
export type NewsDetail = z.infer<typeof newsDetail>

/* ---------- school overview ---------- */

export const schoolInfo = z.object({
  name: z.string(),
  name_en: z.string(),
  motto: z.string(),
  intro: html,
  cover: image.nullable(),
  stats: z.array(z.object({ label: z.string(), value: z.string() })),
})
export const introduction = z.object({
  id: z.number().int(),
  title: z.string(),
  content: html,
  image: image.nullable(),
})
export const historyEvent = z.object({
  id: z.number().int(),
  year: z.string(),
  title: z.string(),
  content: z.string(),
  image: image.nullable(),
})
export const staff = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  duties: z.string(),
  photo: image.nullable(),
})
export const staffDetail = staff.extend({ resume: html })
export const department = z.object({
  id: z.number().int(),
  name: z.string(),
  group: z.string(),
  summary: z.string(),
  phone: z.string(),
  location: z.string(),
  cover: image.nullable(),
})
export const departmentDetail = department.extend({ content: html })

/* ---------- education formats ---------- */

export const formatCard = z.object({
  key: formatKey,
  name: z.string(),
  name_en: z.string(),
  summary: z.string(),
  cover: image.nullable(),
  color: themeColor,
})
export const formatPage = z.object({
  key: z.string(),
  title: z.string(),
  title_en: z.string(),
  summary: z.string(),
  banner: image.nullable(),
  content: html,
  sections: z.array(z.object({ title: z.string(), content: html, image: image.nullable() })),
  contact: z.object({ phone: z.string(), address: z.string(), email: z.string() }),
})
export type FormatPage = z.infer<typeof formatPage>
export const formatsOverview = z.object({
  title: z.string(),
  title_en: z.string(),
  intro: z.string(),
  formats: z.array(formatCard),
})

export const eduSchool = z.object({
  id: z.number().int(),
  name: z.string(),
  type: eduSchoolType,
  region: z.string(),
  address: z.string(),
  phone: z.string(),
  summary: z.string(),
  cover: image.nullable(),
  /**
   * The school's own site of the group (站群), when it has a live (已上线) one named as the school;
   * null otherwise. Optional for the clients written before it.
   */
  site: siteRef.nullable().optional(),
})
export const eduSchoolDetail = eduSchool.extend({ content: html })

/* ---------- students ---------- */

export const captcha = z.object({
  captcha_id: z.string(),
  /** A PNG data URL. */
  image: z.string(),
  expires_in: z.number().int().positive(),
})
/**
 * A captcha's code spoken in Mandarin over noise, for visitors who cannot see the image: a WAV data
 * URL (`system.Captcha/audio`). Asked for when the visitor presses 语音, not with every captcha: it
 * is ten times the image's size and work, and on score-release day every captcha counts.
 */
export const captchaAudio = z.object({ audio: z.string() })
export const loginResult = z.object({
  token: z.string(),
  expires_in: z.number().int().positive(),
  student: z.object({ name: z.string(), student_no: z.string(), major: z.string() }),
})
export const term = z.object({ year: z.string(), period: termPeriod, label: z.string() })
export const score = z.object({
  id: z.number().int(),
  course_code: z.string(),
  course_name: z.string(),
  score: z.string(),
  credit: z.number(),
  exam_type: z.string(),
  status: z.string(),
  year: z.string(),
  period: termPeriod,
})

/* ---------- senior university ---------- */

export const course = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  teacher: z.string(),
  schedule: z.string(),
  location: z.string(),
  term: z.string(),
  capacity: z.number().int().min(0),
  cover: image.nullable(),
  summary: z.string(),
})
export const courseDetail = course.extend({ content: html })

/* ---------- enrolment ---------- */

export const enrollNews = articleSummary.extend({ category_type: categoryType })
export const enrollNewsDetail = articleDetail.extend({ category_type: categoryType })
export const major = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  level: majorLevel,
  category_type: categoryType,
  discipline: z.string(),
  duration: z.string(),
  tuition: z.string(),
  summary: z.string(),
  cover: image.nullable(),
})
/** One course of a major's teaching plan. */
export const planCourse = z.object({
  semester: z.number().int().min(1).max(MAX_SEMESTER),
  code: z.string(),
  name: z.string(),
  credits: z.number().min(0),
  kind: courseKind,
  assessment: z.string(),
})
export type PlanCourse = z.infer<typeof planCourse>
export const majorDetail = major.extend({
  content: html,
  courses: z.array(z.string()),
  /** The teaching plan, by semester then as the plan lists them; empty when none is published. */
  teaching_plan: z.array(planCourse),
})
export const learningCenter = z.object({
  id: z.number().int(),
  name: z.string(),
  region: z.string(),
  address: z.string(),
  phone: z.string(),
  /** Its live (已上线) site of the group named as the centre, or null; optional for older clients. */
  site: siteRef.nullable().optional(),
})
export const enrollResult = z.object({ application_no: z.string(), status: z.string() })

/* ---------- themes ---------- */

export const theme = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  color: themeColor,
  banner: image.nullable(),
  intro: z.string(),
})
export const themeArticle = articleSummary.extend({ theme_id: z.number().int(), section: themeSection })
export const themeArticleDetail = articleDetail.extend({
  theme_id: z.number().int(),
  section: themeSection,
})

/* ---------- extensions ---------- */

export const searchHit = z.object({
  type: searchType,
  id: z.number().int(),
  title: z.string(),
  /** Title and snippet with matched words wrapped in <mark>; everything else escaped. */
  title_html: z.string(),
  snippet_html: z.string(),
  published_at: isoDate.nullable(),
  /** Where the hit lives, for the site to build its link. */
  ref: z.object({
    category: z.string().optional(),
    section: z.string().optional(),
    theme_id: z.number().int().optional(),
    format: z.string().optional(),
    category_type: z.string().optional(),
    /** An editor's page: its address. */
    path: z.string().optional(),
  }),
  /** With scope `all` only (站群): the site the hit is on, which the result names and links to. */
  site: siteRef.optional(),
})
export const letterReceipt = z.object({ tracking_code: z.string() })
export const letter = z.object({
  tracking_code: z.string(),
  recipient: letterRecipient,
  subject: z.string(),
  content: z.string(),
  status: letterStatus,
  reply: z.string().nullable(),
  created_at: isoDate,
  replied_at: isoDate.nullable(),
})
export const publicLetter = letter.omit({ tracking_code: true }).extend({ id: z.number().int() })
/** Readiness: answered 200 only when every check is ok; otherwise 503 with the same checks. */
export const readiness = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  migrations: z.object({ applied: z.number().int().min(0), pending: z.array(z.string()) }),
})

export const health = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  uptime_s: z.number().min(0),
})

/* ---------- redirects, the site-wide notice, previews (issue 21) ---------- */

export const REDIRECT_TYPES = ['301', '302'] as const
export const redirect = z.object({
  /** A path on the site, without query string or trailing slash. */
  from: z.string(),
  /** A path on the site or an http(s) address. */
  to: z.string(),
  type: z.enum(REDIRECT_TYPES),
})
export type Redirect = z.infer<typeof redirect>

export const NOTICE_LEVELS = ['normal', 'urgent'] as const
export const notice = z.object({
  /** Changes with every edit: a visitor who closed a notice sees the next one. */
  key: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  level: z.enum(NOTICE_LEVELS),
  starts_at: isoDate.nullable(),
  ends_at: isoDate.nullable(),
})
export type Notice = z.infer<typeof notice>

export const preview = z.object({
  /** What is previewed, in Chinese (新闻, 专题…). */
  kind: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: image.nullable(),
  content: html,
  author: z.string(),
  source: z.string(),
  published_at: isoDate.nullable(),
  /** When the link stops working (null for the console's live preview). */
  expires_at: isoDate.nullable(),
  /** An editor's page (栏目页面) is its layout blocks; empty for an article. */
  blocks: z.array(pageBlock),
})
export type Preview = z.infer<typeof preview>
