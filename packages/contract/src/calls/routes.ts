import type { EduType } from '../enums'

/**
 * The light call table: every call of the public API by name, with its HTTP method and, for
 * student calls, the education type whose bearer token it needs. No zod and no schemas here, so
 * a browser bundle can make calls without carrying validators; the request and data schemas live
 * beside it, one file per API module, and `calls/index.ts` joins the two.
 *
 * A call is `POST /api/<module>.<Controller>/<action>` unless it says otherwise (docs/api.md).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface Route {
  method: Method
  /** Student calls: the education type whose bearer token the call needs. */
  auth?: EduType
}

const POST = { method: 'POST' } as const
const GET = { method: 'GET' } as const

/** Every page call of an education format reads one editable format page, keyed by the call's name. */
export const FORMAT_PAGE_CALLS = [
  'educationFormat.Setting/overseasChineseCollegeInfo',
  'educationFormat.Setting/tianfuExperimentalCollegeInfo',
  'openEducation.Setting/baseInfo',
  'adultEducation.Setting/baseInfo',
  'communityEducation.Setting/baseInfo',
  'oldEducation.Setting/oldEducationInfo',
  'familyEducation.Setting/baseInfo',
  'communityEducation.Setting/communityEducationInfo',
  'familyEducation.Setting/familyEducationInfo',
  'openEducation.Setting/teachingServicesInfo',
  'openEducation.Setting/schoolInfo',
  'adultEducation.Setting/teachingServicesInfo',
  'adultEducation.Setting/schoolInfo',
] as const
export type FormatPageCall = (typeof FORMAT_PAGE_CALLS)[number]

/** The student calls of one education type: captcha, login, sign-out, terms and scores. */
const studentRoutes = <T extends EduType>(type: T) =>
  ({
    [`${type}.Student/captcha`]: GET,
    [`${type}.Student/login`]: POST,
    [`${type}.Student/logout`]: { method: 'POST', auth: type },
    [`${type}.StudentScore/getYearAndPeriod`]: { method: 'POST', auth: type },
    [`${type}.StudentScore/list`]: { method: 'POST', auth: type },
  }) as {
    [K in `${T}.Student/captcha`]: typeof GET
  } & { [K in `${T}.Student/login`]: typeof POST } & {
    [K in `${T}.Student/logout` | `${T}.StudentScore/${'getYearAndPeriod' | 'list'}`]: {
      method: 'POST'
      auth: T
    }
  }

export const routes = {
  'setting.Site/list': POST,
  'setting.Site/info': POST,
  'setting.Setting/setting': POST,
  'setting.Carousel/list': POST,
  'setting.Redirect/list': POST,
  'setting.Redirect/hit': POST,
  'setting.Notice/info': POST,
  'setting.Preview/info': POST,
  'setting.Navigation/info': POST,
  'setting.Page/info': POST,
  'setting.Page/tree': POST,
  'setting.Page/list': POST,
  'news.News/category': GET,
  'news.News/list': POST,
  'news.News/info': POST,
  'school.Setting/info': POST,
  'school.Introduction/list': POST,
  'school.History/list': POST,
  'school.Campus/list': POST,
  'school.Campus/info': POST,
  'school.Staff/list': POST,
  'school.Staff/info': POST,
  'school.Department/list': POST,
  'school.Department/info': POST,
  'school.Affair/list': POST,
  'school.Affair/info': POST,
  'educationFormat.Setting/baseInfo': POST,
  ...(Object.fromEntries(FORMAT_PAGE_CALLS.map((name) => [name, POST])) as Record<
    FormatPageCall,
    typeof POST
  >),
  'openEducation.News/list': POST,
  'openEducation.News/info': POST,
  'adultEducation.News/list': POST,
  'adultEducation.News/info': POST,
  'openEducation.School/list': POST,
  'openEducation.School/info': POST,
  'adultEducation.School/list': POST,
  'adultEducation.School/info': POST,
  ...studentRoutes('openEducation'),
  ...studentRoutes('adultEducation'),
  'oldEducation.Course/list': POST,
  'oldEducation.Course/info': POST,
  'enrolling.News/list': POST,
  'enrolling.News/info': POST,
  'enrolling.Major/list': POST,
  'enrolling.Major/info': POST,
  'enrolling.Enroll/add': POST,
  'educational.School/list': POST,
  'theme.Theme/info': POST,
  'theme.Article/list': POST,
  'theme.Article/info': POST,
  // Beyond the school's original API: search, the mailbox and a health check.
  'search.Search/list': POST,
  'mailbox.Letter/captcha': GET,
  'mailbox.Letter/add': POST,
  'mailbox.Letter/query': POST,
  'mailbox.Letter/list': POST,
  'mailbox.Letter/stats': POST,
  'disclosure.Catalog/list': POST,
  'disclosure.Catalog/info': POST,
  'disclosure.Request/captcha': GET,
  'disclosure.Request/add': POST,
  'disclosure.Request/query': POST,
  'disclosure.Report/list': POST,
  'disclosure.Report/info': POST,
  'system.Health/check': GET,
  'system.Health/ready': GET,
  'system.Captcha/audio': POST,
} as const satisfies Record<string, Route>

export type Routes = typeof routes
export type CallName = keyof Routes

export const callNames = Object.keys(routes) as CallName[]
export const isCallName = (name: string): name is CallName => Object.hasOwn(routes, name)
export const callPath = (name: CallName) => `/api/${name}`

/** Splits a call name such as `news.News/list` into module, controller and action. */
export function parseCallName(name: string) {
  const m = /^([a-zA-Z]+)\.([A-Z][a-zA-Z]*)\/([a-zA-Z]+)$/.exec(name)
  return m ? { module: m[1]!, controller: m[2]!, action: m[3]! } : null
}
