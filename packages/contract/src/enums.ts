/**
 * The enumerations of the product as plain lists, with their Chinese labels. No zod here: the
 * browser imports these (labels, pickers) without loading any validator; `entities.ts` builds the
 * zod enums from the same lists.
 */

/** Label of every value of an enumeration, in the list's order, as select options. */
export const optionsOf = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ label: labels[value], value }))

/** Education formats, keyed as the site's routes name them (`aldultEducation` is the product's spelling). */
export const FORMAT_KEYS = [
  'openEducation',
  'aldultEducation',
  'communityEducation',
  'elderlyEducation',
  'familyEducation',
  'overseasChineseCollege',
  'tianfuExperimentalCollege',
] as const
export type FormatKey = (typeof FORMAT_KEYS)[number]

/** Student education types: one login, token and score store per type (API module names). */
export const EDU_TYPES = ['openEducation', 'adultEducation'] as const
export type EduType = (typeof EDU_TYPES)[number]
export const EDU_TYPE_LABEL: Record<EduType, string> = {
  openEducation: '开放教育',
  adultEducation: '成人学历教育',
}

/** Which enrolment a major, an enrolment news item or a sign-up belongs to. */
export const CATEGORY_TYPES = ['open', 'adult', 'elderly'] as const
export type CategoryType = (typeof CATEGORY_TYPES)[number]
export const CATEGORY_TYPE_LABEL: Record<CategoryType, string> = {
  open: '开放教育',
  adult: '成人学历教育',
  elderly: '老年教育',
}

export const MAJOR_LEVELS = ['associate', 'upgrade', 'bachelor', 'non_degree'] as const
export type MajorLevel = (typeof MAJOR_LEVELS)[number]
export const MAJOR_LEVEL_LABEL: Record<MajorLevel, string> = {
  associate: '专科（高起专）',
  upgrade: '专升本',
  bachelor: '本科（高起本）',
  non_degree: '非学历',
}

/** Whether a course of a teaching plan must be taken. */
export const COURSE_KINDS = ['required', 'elective'] as const
export type CourseKind = (typeof COURSE_KINDS)[number]
export const COURSE_KIND_LABEL: Record<CourseKind, string> = { required: '必修', elective: '选修' }
/** Semesters a teaching plan may run to (a five-year programme has ten). */
export const MAX_SEMESTER = 10

export const EDUCATION_BACKGROUNDS = [
  'junior_high',
  'high_school',
  'secondary_vocational',
  'associate',
  'bachelor',
  'other',
] as const
export type EducationBackground = (typeof EDUCATION_BACKGROUNDS)[number]
export const EDUCATION_BACKGROUND_LABEL: Record<EducationBackground, string> = {
  junior_high: '初中',
  high_school: '普通高中',
  secondary_vocational: '中专/职高/技校',
  associate: '大专',
  bachelor: '本科及以上',
  other: '其他',
}

export const GENDERS = ['male', 'female'] as const
export type Gender = (typeof GENDERS)[number]
export const GENDER_LABEL: Record<Gender, string> = { male: '男', female: '女' }

/** Status of a sign-up, set by admissions staff in the console. */
export const APPLICATION_STATUSES = ['submitted', 'reviewing', 'accepted', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
export const APPLICATION_STATUS_LABEL: Record<ApplicationStatus, string> = {
  submitted: '已提交',
  reviewing: '审核中',
  accepted: '已录取',
  rejected: '未通过',
}

/** News of the open and adult education pages: 学习动态 (learning) and 教学教务 (teaching). */
export const EDU_NEWS_TYPES = ['learning', 'teaching'] as const
/** Schools of the open and adult education pages: branch schools and off-campus teaching sites. */
export const EDU_SCHOOL_TYPES = ['branch', 'site'] as const

/** The three sections of a theme (专题). */
export const THEME_SECTIONS = ['news', 'theoretical', 'work'] as const
export type ThemeSection = (typeof THEME_SECTIONS)[number]
export const THEME_SECTION_LABEL: Record<ThemeSection, string> = {
  news: '专题新闻',
  theoretical: '理论学习',
  work: '工作简报',
}

/** Colour variants of a theme or a format card: normal 0 (blue), red 1, blue 2, green 3. */
export const THEME_COLORS = [0, 1, 2, 3] as const
export type ThemeColor = (typeof THEME_COLORS)[number]
export const THEME_COLOR_LABEL: Record<ThemeColor, string> = { 0: '标准蓝', 1: '红色', 2: '蓝色', 3: '绿色' }

/** Footer link types: friend links, contact lines, teaching platforms, QR codes. */
export const LINK_TYPES = ['links', 'contact', 'teach', 'code'] as const
export type LinkType = (typeof LINK_TYPES)[number]
export const LINK_TYPE_LABEL: Record<LinkType, string> = {
  links: '友情链接',
  contact: '联系我们',
  teach: '教学平台',
  code: '二维码',
}

/** The sections of the school overview that hold records. */
export const SCHOOL_SECTIONS = ['introduction', 'history', 'campus', 'staff', 'department', 'affair'] as const
export type SchoolSection = (typeof SCHOOL_SECTIONS)[number]

export const LETTER_RECIPIENTS = ['secretary', 'president'] as const
export type LetterRecipient = (typeof LETTER_RECIPIENTS)[number]
export const LETTER_RECIPIENT_LABEL: Record<LetterRecipient, string> = {
  secretary: '书记信箱',
  president: '校长信箱',
}

export const LETTER_STATUSES = ['pending', 'processing', 'replied'] as const
export type LetterStatus = (typeof LETTER_STATUSES)[number]
export const LETTER_STATUS_LABEL: Record<LetterStatus, string> = {
  pending: '待处理',
  processing: '处理中',
  replied: '已回复',
}

/** What a whole-site search hit is. */
export const SEARCH_TYPES = ['news', 'school', 'theme', 'format', 'enrolling', 'major', 'page'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]
export const SEARCH_TYPE_LABEL: Record<SearchType, string> = {
  news: '新闻',
  school: '学校概况',
  theme: '专题',
  format: '办学形式',
  enrolling: '招生信息',
  major: '专业',
  page: '栏目页面',
}

/** Type guard for a plain value list. */
export const isOneOf = <V extends string>(values: readonly V[], value: unknown): value is V =>
  (values as readonly unknown[]).includes(value)
