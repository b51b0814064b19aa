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
/**
 * What a search covers (站群): `site`, the site searched only (the portal's own without `site`,
 * as before scopes existed); `all`, every live (已上线) site of the group and the portal.
 */
export const SEARCH_SCOPES = ['site', 'all'] as const
export type SearchScope = (typeof SEARCH_SCOPES)[number]
export const SEARCH_SCOPE_LABEL: Record<SearchScope, string> = { site: '本站', all: '全部站点' }
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

/** Kinds of letter, each with its own reply deadline in working days (console: 办理时限). */
export const LETTER_CATEGORIES = ['consult', 'suggest', 'complain', 'help', 'other'] as const
export type LetterCategory = (typeof LETTER_CATEGORIES)[number]
export const LETTER_CATEGORY_LABEL: Record<LetterCategory, string> = {
  consult: '咨询',
  suggest: '建议',
  complain: '投诉',
  help: '求助',
  other: '其他',
}

/** A request for disclosure (依申请公开): who asks, and how the answer is delivered. */
export const REQUESTER_TYPES = ['person', 'organization'] as const
export type RequesterType = (typeof REQUESTER_TYPES)[number]
export const REQUESTER_TYPE_LABEL: Record<RequesterType, string> = {
  person: '公民',
  organization: '法人或其他组织',
}

export const ID_TYPES = ['id_card', 'passport', 'hk_macao_permit', 'taiwan_permit', 'other'] as const
export type IdType = (typeof ID_TYPES)[number]
export const ID_TYPE_LABEL: Record<IdType, string> = {
  id_card: '居民身份证',
  passport: '护照',
  hk_macao_permit: '港澳居民来往内地通行证',
  taiwan_permit: '台湾居民来往大陆通行证',
  other: '其他证件',
}

export const DELIVERY_FORMS = ['paper', 'email', 'pickup'] as const
export type DeliveryForm = (typeof DELIVERY_FORMS)[number]
export const DELIVERY_FORM_LABEL: Record<DeliveryForm, string> = {
  paper: '纸质文本（邮寄）',
  email: '电子邮件',
  pickup: '当面领取',
}

/** 已受理 → (已延期) → 已答复 / 不予公开. */
export const DISCLOSURE_STATUSES = ['received', 'extended', 'answered', 'refused'] as const
export type DisclosureStatus = (typeof DISCLOSURE_STATUSES)[number]
export const DISCLOSURE_STATUS_LABEL: Record<DisclosureStatus, string> = {
  received: '已受理',
  extended: '已延期',
  answered: '已答复',
  refused: '不予公开',
}
