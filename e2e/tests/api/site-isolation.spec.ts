import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'
import { DEMO_STAFF } from '../../../apps/cms/src/seed/accounts'
import { DEMO_SITE_STAFF } from '../../../apps/cms/src/seed/data/sites'
import { rest, siteIds, staffLogin } from '../../lib/api'
import { rows } from '../../lib/db'
import { uniquePng } from '../../lib/png'
import { minimalPdf } from '../../../apps/cms/src/seed/pdf'

/**
 * 站群 (issue 34): the isolation matrix. Every site-scoped collection × each role × its own site and
 * another site × every way to read and write a document there (by id, list, count, a where, drafts,
 * versions, the trash; create, update, publish, trash, restore, delete, duplicate, restore a
 * version, move between sites, link to another site's column or page), each cell checked against
 * the role model of the access functions: what a role may do happens (so the matrix cannot pass by
 * everything being refused), what it may not is refused — in Chinese — and changes nothing, as the
 * web office reads it afterwards. A soft assertion per cell names the cell that failed.
 *
 * One line adds a role (ROLES) or a collection (SUBJECTS); the first test fails while a collection
 * with a `site` field is missing from SUBJECTS.
 */

type Ref = number | { id: number } | null | undefined
const idOf = (r: unknown) =>
  r && typeof r === 'object' ? (r as { id: number }).id : ((r as number | null | undefined) ?? null)
type Doc = Record<string, unknown> & { id: number; site?: Ref }
type Api = ReturnType<typeof rest>

// ---------------------------------------------------------------------------------------------
// Roles: one line each.

interface Role {
  name: string
  /** The account's roles as seeded. */
  roles: string[]
  /** The site a confined account works on; null for the web office (every site) and visitors. */
  site: string | null
  account?: { email: string; password: string }
}

const siteAccount = (name: string, email: string): Role => {
  const a = DEMO_SITE_STAFF.find((s) => s.email === email)!
  return { name, roles: [...a.roles], site: a.site, account: a }
}
const officeAccount = (name: string, role: string): Role => {
  const a = DEMO_STAFF.find((s) => (s.roles as string[]).includes(role))!
  return { name, roles: [...a.roles], site: null, account: a }
}

const ROLES: Role[] = [
  siteAccount('site editor', 'my-editor@ou.edu.cn'),
  siteAccount('site reviewer', 'my-shenhe@ou.edu.cn'),
  siteAccount('site administrator', 'my-admin@ou.edu.cn'),
  // The web office: unconfined, the control that reaches every site.
  officeAccount('web office editor', 'editor'),
  officeAccount('web office administrator', 'admin'),
  { name: 'anonymous', roles: [], site: null },
]

/** The site a role works on in the matrix, and another one (never the portal: its staff differ). */
const ownSite = (r: Role) => r.site ?? 'mianyang'
const otherSite = (r: Role) => (ownSite(r) === 'deyang' ? 'mianyang' : 'deyang')

/** What a role may do on one site, as the access functions see it (access/roles.ts hasRole). */
interface Who {
  anonymous: boolean
  /** Its staff rights reach the site of the document tried; `reachesOwn`/`reachesBoth` likewise. */
  reaches: boolean
  reachesOwn: boolean
  reachesBoth: boolean
  edit: boolean
  review: boolean
  /** May publish this collection (reviewers; editors where review is off for it). */
  publish: boolean
  admin: boolean
  siteAdmin: boolean
}

function who(role: Role, slug: string, site: string, reviewRequired: string[]): Who {
  const mine = role.roles
  const has = (...rs: string[]) =>
    mine.includes('admin') ||
    rs.some((r) => mine.includes(r)) ||
    (mine.includes('siteAdmin') && rs.some((r) => r === 'editor' || r === 'reviewer'))
  const reach = (s: string) => Boolean(role.account) && (role.site === null || role.site === s)
  return {
    anonymous: !role.account,
    reaches: reach(site),
    reachesOwn: reach(ownSite(role)),
    reachesBoth: reach(ownSite(role)) && reach(otherSite(role)),
    edit: has('editor'),
    review: has('reviewer'),
    publish: has('reviewer') || (has('editor') && !reviewRequired.includes(slug)),
    admin: mine.includes('admin'),
    siteAdmin: mine.includes('siteAdmin'),
  }
}

// ---------------------------------------------------------------------------------------------
// Policies: who may do what, per kind of collection. `undefined` leaves a cell out.

type Rel = 'own' | 'other'
type Rule = (w: Who, rel: Rel) => boolean | undefined
type OpName = keyof typeof OPS
type Policy = Partial<Record<OpName | 'link', Rule>>

const staffReads: Rule = (w) => w.reaches && (w.edit || w.review)
const publicOrStaff: Rule = (w, rel) => w.anonymous || staffReads(w, rel)
const reads = (rule: Rule): Policy => ({
  'read by id': rule,
  list: rule,
  count: rule,
  'where (site or id)': rule,
})

/** Articles and pages (review/access.ts reviewedAccess, confined): drafts, versions, trash. */
const REVIEWED: Policy = {
  ...reads(publicOrStaff),
  'read draft by id': staffReads,
  'list drafts': staffReads,
  versions: staffReads,
  'version by id': staffReads,
  'trash list': staffReads,
  'trashed by id': staffReads,
  create: (w) => w.reaches && w.edit,
  'create published': (w) => w.reaches && w.edit && w.publish,
  update: staffReads,
  'update by query': staffReads,
  publish: (w, rel) => staffReads(w, rel) && w.publish,
  trash: staffReads,
  'restore from trash': staffReads,
  'delete from trash': (w) => w.reaches && w.admin,
  delete: (w) => w.reaches && w.admin,
  'delete by query': (w) => w.reaches && w.admin,
  'restore version': staffReads,
  duplicate: (w) => w.reaches && w.edit,
  move: (w) => w.reachesBoth && (w.edit || w.review),
  link: (w, rel) => rel === 'own' && w.reachesOwn && (w.edit || w.review),
  'preview link': staffReads,
  'repoint preview link': (w, rel) => w.reachesOwn && staffReads(w, rel),
}

/** A collection without drafts (factory.ts crudFor + readableBy, confined): its editors keep it. */
const PLAIN: Policy = {
  ...reads(publicOrStaff),
  create: (w) => w.reaches && w.edit,
  update: (w) => w.reaches && w.edit,
  'update by query': (w) => w.reaches && w.edit,
  delete: (w) => w.reaches && w.edit,
  'delete by query': (w) => w.reaches && w.edit,
  move: (w) => w.reachesBoth && w.edit,
}

/**
 * The media library and the attachments (uploads.ts uploadAccess, confined): staff read them,
 * editors keep them.
 */
const UPLOADS: Policy = { ...PLAIN, ...reads(staffReads) }

/** What the system writes about a site (scope.ts SITE_RECORDS): its staff read, no one writes. */
const SYSTEM_RECORDS: Policy = {
  ...reads(staffReads),
  create: () => false,
  update: () => false,
  'update by query': () => false,
  delete: (w) => w.reaches && w.admin,
  'delete by query': (w) => w.reaches && w.admin,
  move: () => false,
}

/** The site itself (siteSettings.ts): public; its administrator edits its settings; the web office the rest. */
const SITE_SETTINGS: Policy = {
  ...reads(() => true),
  update: (w) => w.reaches && (w.admin || w.siteAdmin),
  'update by query': (w) => w.reaches && (w.admin || w.siteAdmin),
  // Creating and deleting sites is the web office's (sites.spec.ts): here only that others cannot.
  create: (w, rel) => (rel === 'own' && !w.admin ? false : undefined),
  delete: (w) => (w.admin ? undefined : false),
}

// ---------------------------------------------------------------------------------------------
// Collections: one line each (a policy and what a new document needs on a site).

interface Support {
  /** Two news columns per site: fixtures' own and a second one to link to. */
  columns: Record<string, [number, number]>
  /** A page per site to be another page's parent. */
  pages: Record<string, number>
  /** An attachment per site for a page's 附件下载 block. */
  files: Record<string, number>
  /** An image per site for a slide of its carousel. */
  images: Record<string, number>
}

interface Subject {
  slug: string
  policy: Policy
  drafts?: boolean
  trash?: boolean
  /** The text field an update changes. */
  text: string
  /** A new document's data on a site (its site and `text` added by the matrix). */
  data?: (s: Support, site: string, tag: string) => Record<string, unknown>
  /** What a move to another site changes besides the site (a column of that site). */
  moveData?: (s: Support, site: string) => Record<string, unknown>
  /** Links within the group: what a document on one site links to on the site given. */
  links?: {
    name: string
    data: (s: Support, site: string, rel: Rel) => Record<string, unknown>
    stored: (d: Doc) => unknown
    target: (s: Support, site: string, rel: Rel) => number
  }[]
  /** Makes a document the API cannot (records the system writes). */
  insert?: (siteId: number, tag: string) => Promise<number>
  /** The document is the site itself. */
  isSite?: boolean
  /** An upload collection: a new document comes with its file (a new one each time). */
  upload?: () => UploadFile
}

const SUBJECTS: Subject[] = [
  {
    slug: 'news',
    policy: { ...REVIEWED, 'move keeping its links': () => false },
    drafts: true,
    trash: true,
    text: 'title',
    data: (s, site) => ({ category: s.columns[site]![0] }),
    moveData: (s, site) => ({ category: s.columns[site]![0] }),
    links: [
      {
        name: 'column',
        // Its own site's second column, or another site's column.
        target: (s, site, rel) => s.columns[site]![rel === 'own' ? 1 : 0],
        data: (s, site, rel) => ({ category: s.columns[site]![rel === 'own' ? 1 : 0] }),
        stored: (d) => idOf(d.category),
      },
    ],
  },
  {
    slug: 'pages',
    policy: REVIEWED,
    drafts: true,
    trash: true,
    text: 'title',
    data: (_, __, tag) => ({ slug: `mx-${tag}` }),
    links: [
      {
        name: 'parent page',
        target: (s, site) => s.pages[site]!,
        data: (s, site) => ({ parent: s.pages[site] }),
        stored: (d) => idOf(d.parent),
      },
      {
        name: 'list column',
        target: (s, site) => s.columns[site]![0],
        data: (s, site) => ({ kind: 'list', list_category: s.columns[site]![0] }),
        stored: (d) => idOf(d.list_category),
      },
      {
        name: 'news list block column',
        target: (s, site) => s.columns[site]![0],
        data: (s, site) => ({ layout: [{ blockType: 'newsList', category: s.columns[site]![0], limit: 5 }] }),
        stored: (d) => idOf((d.layout as { category?: unknown }[] | undefined)?.[0]?.category),
      },
      {
        name: 'attachments block file',
        target: (s, site) => s.files[site]!,
        data: (s, site) => ({ layout: [{ blockType: 'attachments', files: [s.files[site]] }] }),
        stored: (d) => idOf((d.layout as { files?: unknown[] }[] | undefined)?.[0]?.files?.[0]),
      },
    ],
  },
  { slug: 'media', policy: UPLOADS, upload: () => imageFile(), text: 'alt', data: () => ({}) },
  { slug: 'files', policy: UPLOADS, upload: () => attachmentFile(), text: 'title', data: () => ({}) },
  {
    slug: 'carousels',
    policy: PLAIN,
    text: 'title',
    // A slide shows an image of its own site: a move takes one of the site it goes to.
    data: (s, site) => ({ image: s.images[site] }),
    moveData: (s, site) => ({ image: s.images[site] }),
  },
  {
    slug: 'news-categories',
    policy: PLAIN,
    text: 'name',
    data: (_, __, tag) => ({ name_en: 'Matrix', path_name: `mx-${tag}` }),
  },
  {
    slug: 'inspection-findings',
    policy: SYSTEM_RECORDS,
    text: 'message',
    data: () => ({ kind: 'wording', url: '/matrix' }),
    insert: async (siteId, tag) => {
      const now = new Date().toISOString()
      const [row] = await rows(
        'insert into inspection_findings (kind, message, url, target, site_id, updated_at, created_at) values (?, ?, ?, ?, ?, ?, ?) returning id',
        ['wording', `矩阵${tag}`, '/matrix', `matrix:${tag}`, siteId, now, now],
      )
      return Number(row!.id)
    },
  },
  {
    // A site's own inspection run (failed, so it never stands for the site's open findings).
    slug: 'inspection-runs',
    policy: SYSTEM_RECORDS,
    text: 'title',
    data: () => ({ status: 'failed' }),
    insert: async (siteId, tag) => {
      const now = new Date().toISOString()
      const [row] = await rows(
        'insert into inspection_runs (title, status, mode, site_id, updated_at, created_at) values (?, ?, ?, ?, ?, ?) returning id',
        [`矩阵${tag}`, 'failed', 'full', siteId, now, now],
      )
      return Number(row!.id)
    },
  },
  {
    slug: 'sites',
    policy: SITE_SETTINGS,
    text: 'contact',
    isSite: true,
    data: (_, __, tag) => ({ slug: `mx-${tag}` }),
  },
]

type UploadFile = { name: string; mimeType: string; buffer: Buffer }
const uploadOf = (slug: string) => SUBJECTS.find((s) => s.slug === slug)?.upload
const imageFile = (): UploadFile => ({ name: 'matrix.png', mimeType: 'image/png', buffer: uniquePng() })
// Each PDF differs (uploads are named after their content), as each PNG does.
let pdfs = 0
const attachmentFile = (): UploadFile => ({
  name: 'matrix.pdf',
  mimeType: 'application/pdf',
  buffer: minimalPdf([`matrix ${Date.now()} ${++pdfs}`]),
})

// ---------------------------------------------------------------------------------------------
// Fixtures: made by the web office's administrator, reused while unchanged, removed at the end.

type Kind = 'doc' | 'draft' | 'trashed'
interface Fixture {
  id: number
  /** The draft's first title: its older version's. */
  first?: string
}

let stamp = ''
let counter = 0
const tagOf = () => `${stamp}-${++counter}`

class World {
  ids: Record<string, number> = {}
  support: Support = { columns: {}, pages: {}, files: {}, images: {} }
  reviewRequired: string[] = []
  admin!: Api
  private pool = new Map<string, Promise<Fixture>>()
  /** What the matrix made, to remove at the end (newest first). */
  made: { slug: string; id: number }[] = []
  sessions = new Map<string, Api>()
  cells = 0
  assertions = 0

  async init(request: APIRequestContext) {
    stamp = Date.now().toString(36)
    this.ids = await siteIds(request)
    const a = DEMO_STAFF.find((s) => s.roles.includes('admin'))!
    this.admin = rest(request, await staffLogin(request, a.email, a.password))
    const settings = await this.json(await this.admin.get('/globals/console-settings?depth=0'))
    this.reviewRequired = (settings.review_required as string[] | undefined) ?? []
    for (const site of ['mianyang', 'deyang']) {
      const col = async () =>
        (
          await this.create('news-categories', {
            name: `矩阵${++counter}`,
            name_en: 'Matrix',
            path_name: `mx-${tagOf()}`,
            site: this.ids[site],
          })
        ).id
      this.support.columns[site] = [await col(), await col()]
      this.support.pages[site] = (
        await this.create('pages', {
          title: `矩阵上级${counter}`,
          slug: `mx-${tagOf()}`,
          site: this.ids[site],
          _status: 'published',
        })
      ).id
      this.support.files[site] = (
        await this.create('files', { title: `矩阵附件${++counter}`, site: this.ids[site] })
      ).id
      this.support.images[site] = (
        await this.create('media', { alt: `矩阵图片${++counter}`, site: this.ids[site] })
      ).id
    }
  }

  async json(res: APIResponse) {
    expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBeTruthy()
    return (await res.json()) as Record<string, unknown>
  }

  /** Creates as the administrator: the document, remembered for the cleanup. */
  async create(slug: string, data: Record<string, unknown>, draft = false): Promise<Doc> {
    const path = `/${slug}?depth=0${draft ? '&draft=true' : ''}`
    const file = uploadOf(slug)
    const doc = (
      await this.json(await (file ? this.admin.upload(path, data, file()) : this.admin.post(path, data)))
    ).doc as Doc
    this.made.push({ slug, id: doc.id })
    return doc
  }

  async session(request: APIRequestContext, role: Role): Promise<Api> {
    if (!role.account) return rest(request)
    let api = this.sessions.get(role.name)
    if (!api) {
      api = rest(request, await staffLogin(request, role.account.email, role.account.password))
      this.sessions.set(role.name, api)
    }
    return api
  }

  /**
   * A document of `kind` on `site`, made once and reused until an operation changed it. `slot`
   * keeps apart what the two halves of a test (own site, other site) both use, as they run at once.
   */
  fixture(subject: Subject, site: string, kind: Kind, slot = ''): Promise<Fixture> {
    const key = `${subject.slug}:${site}:${kind}:${slot}`
    let f = this.pool.get(key)
    if (!f) {
      f = this.make(subject, site, kind)
      this.pool.set(key, f)
    }
    return f
  }

  private async make(subject: Subject, site: string, kind: Kind): Promise<Fixture> {
    let f: Fixture
    const siteId = this.ids[site]!
    const tag = tagOf()
    if (subject.isSite) f = { id: siteId }
    else if (subject.insert) {
      f = { id: await subject.insert(siteId, tag) }
      this.made.push({ slug: subject.slug, id: f.id })
    } else {
      const base = { ...subject.data!(this.support, site, tag), site: siteId, [subject.text]: `矩阵${tag}` }
      if (!subject.drafts) f = { id: (await this.create(subject.slug, base)).id }
      else if (kind === 'doc')
        f = { id: (await this.create(subject.slug, { ...base, _status: 'published' })).id }
      else {
        const first = `矩阵${tag}`
        const id = (await this.create(subject.slug, { ...base, _status: 'draft' }, true)).id
        if (kind === 'trashed')
          await this.json(
            await this.admin.patch(`/${subject.slug}/${id}?depth=0`, { deletedAt: new Date().toISOString() }),
          )
        f = { id, first }
      }
    }
    return f
  }

  /** The fixture changed: the next cell gets a new one. */
  spend(subject: Subject, site: string, kind: Kind, slot = '') {
    this.pool.delete(`${subject.slug}:${site}:${kind}:${slot}`)
  }

  /** A document as the administrator reads it (its latest draft, the trash included); null when gone. */
  async stored(slug: string, id: number, draft = true): Promise<Doc | null> {
    const res = await this.admin.get(`/${slug}/${id}?depth=0&trash=true${draft ? '&draft=true' : ''}`)
    if (res.status() === 404) return null
    return (await this.json(res)) as Doc
  }

  async cleanup() {
    // One request a collection (one transaction): what links to others first, the parent pages
    // and the columns they link to last.
    const parents = Object.values(this.support.pages)
    const ids = (slug: string) => [...new Set(this.made.filter((m) => m.slug === slug).map((m) => m.id))]
    const batches: [string, number[]][] = [
      ['preview-links', ids('preview-links')],
      ['news', ids('news')],
      ['carousels', ids('carousels')],
      ['media', ids('media')],
      ['files', ids('files')],
      ['pages', ids('pages').filter((id) => !parents.includes(id))],
      ['pages', parents],
      ['inspection-findings', ids('inspection-findings')],
      // After the findings that may name them; a run left over showed in a site's 巡检记录
      // (site-views.spec, when it ran after this suite on one database).
      ['inspection-runs', ids('inspection-runs')],
      ['sites', ids('sites')],
      ['news-categories', ids('news-categories')],
    ]
    const left: string[] = []
    for (const [slug, list] of batches) {
      if (!list.length) continue
      const where = q({ 'where[id][in]': list.join(','), trash: 'true', limit: 1000 })
      await this.admin.delete(`/${slug}?${where}`)
      // Whatever the batch left (a refusal of one), one by one; then nothing may remain: the other
      // specs count the sites' documents.
      for (const d of await docsOf(await this.admin.get(`/${slug}?${where}&depth=0`)))
        await this.admin.delete(`/${slug}/${d.id}?trash=true`)
      for (const d of await docsOf(await this.admin.get(`/${slug}?${where}&depth=0`)))
        left.push(`${slug} ${d.id}`)
    }
    expect(left, 'fixtures the matrix could not remove').toEqual([])
  }
}

const world = new World()

// ---------------------------------------------------------------------------------------------
// Operations: each does one thing as the role and answers whether it happened, as the web office
// sees it afterwards.

interface Cell {
  subject: Subject
  role: Role
  api: Api
  rel: Rel
  site: string
  siteId: number
  own: string
  other: string
  label: string
}

interface Outcome {
  happened: boolean
  res: APIResponse
  /** Whether a refusal is expected to explain itself (a single document's write). */
  explains?: boolean
  /** Documents a list answered with: none may be from another site when the role may not read there. */
  listed?: Doc[]
}

const q = (o: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString()
const docsOf = async (res: APIResponse): Promise<Doc[]> =>
  res.ok() ? (((await res.json()) as { docs?: Doc[] }).docs ?? []) : []
const draftQ = (s: Subject) => (s.drafts ? '&draft=true' : '')
const siteOfDoc = (s: Subject, d: Doc) =>
  s.isSite ? d.id : idOf((d.version as Doc | undefined)?.site ?? d.site)

/** Lists answer with what the matrix reads of them: the site (the slug of a site). */
const selectSite = (s: Subject) => (s.isSite ? 'select[slug]=true' : 'select[site]=true')

const newText = () => `矩阵改${tagOf()}`

/** A change made through `send` to fixture `kind`: happened when the stored document shows it. */
async function change(
  c: Cell,
  kind: Kind,
  send: (f: Fixture) => Promise<APIResponse>,
  shows: (d: Doc | null, f: Fixture) => boolean,
  explains = true,
  draft = true,
  slot = '',
): Promise<Outcome> {
  const f = await world.fixture(c.subject, c.site, kind, slot)
  const res = await send(f)
  const happened = shows(await world.stored(c.subject.slug, f.id, draft), f)
  if (happened) {
    world.spend(c.subject, c.site, kind, slot)
    if (c.subject.isSite) await restoreSite(c.siteId)
  }
  return { happened, res, explains }
}

/** A site's settings as seeded, kept to put back after a change the matrix made. */
const seededSites = new Map<number, Doc>()
async function restoreSite(id: number) {
  const d = seededSites.get(id)!
  await world.json(await world.admin.patch(`/sites/${id}?depth=0`, { contact: d.contact ?? '' }))
}

async function made(c: Cell, res: APIResponse, text: string, published = false): Promise<Outcome> {
  const found = await docsOf(
    await world.admin.get(
      `/${c.subject.slug}?${q({ [`where[${c.subject.text}][equals]`]: text, depth: 0, trash: 'true' })}${draftQ(c.subject)}`,
    ),
  )
  for (const d of found) world.made.push({ slug: c.subject.slug, id: d.id })
  const happened = found.some((d) => !published || d._status === 'published')
  return { happened, res, explains: true }
}

const OPS = {
  // Reads of a published (or plain) document.
  'read by id': async (c: Cell): Promise<Outcome> => {
    const f = await world.fixture(c.subject, c.site, 'doc')
    const res = await c.api.get(`/${c.subject.slug}/${f.id}?depth=0`)
    return { happened: res.ok() && (await res.json()).id === f.id, res }
  },
  list: async (c: Cell): Promise<Outcome> => {
    const f = await world.fixture(c.subject, c.site, 'doc')
    const res = await c.api.get(`/${c.subject.slug}?depth=0&limit=300&sort=-id&${selectSite(c.subject)}`)
    const listed = await docsOf(res)
    return { happened: listed.some((d) => d.id === f.id), res, listed }
  },
  count: async (c: Cell): Promise<Outcome> => {
    const f = await world.fixture(c.subject, c.site, 'doc')
    const res = await c.api.get(`/${c.subject.slug}/count?${q({ 'where[id][equals]': f.id })}`)
    return { happened: res.ok() && (await res.json()).totalDocs === 1, res }
  },
  'where (site or id)': async (c: Cell): Promise<Outcome> => {
    const f = await world.fixture(c.subject, c.site, 'doc')
    const field = c.subject.isSite ? 'slug' : 'site'
    const value = c.subject.isSite ? c.site : c.siteId
    const res = await c.api.get(
      `/${c.subject.slug}?${q({ [`where[or][0][${field}][equals]`]: value, 'where[or][1][id][equals]': f.id, depth: 0, limit: 300 })}&${selectSite(c.subject)}`,
    )
    const listed = await docsOf(res)
    return { happened: listed.some((d) => d.id === f.id), res, listed }
  },
  // Drafts and versions.
  'read draft by id': async (c: Cell): Promise<Outcome> => {
    const f = await world.fixture(c.subject, c.site, 'draft')
    const res = await c.api.get(`/${c.subject.slug}/${f.id}?depth=0&draft=true`)
    return { happened: res.ok() && (await res.json()).id === f.id, res }
  },
  'list drafts': async (c: Cell): Promise<Outcome> => {
    const f = await world.fixture(c.subject, c.site, 'draft')
    const res = await c.api.get(
      `/${c.subject.slug}?depth=0&limit=300&sort=-id&draft=true&${selectSite(c.subject)}`,
    )
    const listed = await docsOf(res)
    return { happened: listed.some((d) => d.id === f.id), res, listed }
  },
  versions: async (c: Cell): Promise<Outcome> => {
    const f = await world.fixture(c.subject, c.site, 'draft')
    const res = await c.api.get(
      `/${c.subject.slug}/versions?depth=0&limit=300&sort=-id&select[parent]=true&select[version][site]=true`,
    )
    const listed = await docsOf(res)
    return { happened: listed.some((v) => v.parent === f.id || idOf(v.parent) === f.id), res, listed }
  },
  'version by id': async (c: Cell): Promise<Outcome> => {
    const f = await world.fixture(c.subject, c.site, 'draft')
    const v = await versionOf(c.subject, f)
    const res = await c.api.get(`/${c.subject.slug}/versions/${v}?depth=0`)
    return { happened: res.ok() && (await res.json()).id === v, res }
  },
  // The trash.
  'trash list': async (c: Cell): Promise<Outcome> => {
    const f = await world.fixture(c.subject, c.site, 'trashed')
    const res = await c.api.get(
      `/${c.subject.slug}?depth=0&limit=300&sort=-id&trash=true&draft=true&${selectSite(c.subject)}`,
    )
    const listed = await docsOf(res)
    return { happened: listed.some((d) => d.id === f.id), res, listed }
  },
  'trashed by id': async (c: Cell): Promise<Outcome> => {
    const f = await world.fixture(c.subject, c.site, 'trashed')
    const res = await c.api.get(`/${c.subject.slug}/${f.id}?depth=0&trash=true&draft=true`)
    return { happened: res.ok() && (await res.json()).id === f.id, res }
  },
  // Writes.
  create: async (c: Cell): Promise<Outcome> => {
    const tag = tagOf()
    const text = `矩阵新${tag}`
    const data = { ...c.subject.data!(world.support, c.site, tag), [c.subject.text]: text }
    const body = c.subject.isSite ? { ...data, name: text } : { ...data, site: c.siteId }
    const path = `/${c.subject.slug}?depth=0${draftQ(c.subject)}`
    const sent = c.subject.drafts ? { ...body, _status: 'draft' } : body
    const res = await (c.subject.upload
      ? c.api.upload(path, sent, c.subject.upload())
      : c.api.post(path, sent))
    return made(c, res, text)
  },
  'create published': async (c: Cell): Promise<Outcome> => {
    const tag = tagOf()
    const text = `矩阵新${tag}`
    const res = await c.api.post(`/${c.subject.slug}?depth=0`, {
      ...c.subject.data!(world.support, c.site, tag),
      [c.subject.text]: text,
      site: c.siteId,
      _status: 'published',
    })
    return made(c, res, text, true)
  },
  update: async (c: Cell) => {
    const text = newText()
    return change(
      c,
      c.subject.drafts ? 'draft' : 'doc',
      (f) =>
        c.api.patch(`/${c.subject.slug}/${f.id}?depth=0${draftQ(c.subject)}`, { [c.subject.text]: text }),
      (d) => d?.[c.subject.text] === text,
    )
  },
  'update by query': async (c: Cell) => {
    const text = newText()
    return change(
      c,
      c.subject.drafts ? 'draft' : 'doc',
      (f) =>
        c.api.patch(`/${c.subject.slug}?${q({ 'where[id][equals]': f.id, depth: 0 })}${draftQ(c.subject)}`, {
          [c.subject.text]: text,
        }),
      (d) => d?.[c.subject.text] === text,
      false,
    )
  },
  publish: async (c: Cell) =>
    change(
      c,
      'draft',
      (f) => c.api.patch(`/${c.subject.slug}/${f.id}?depth=0`, { _status: 'published' }),
      (d) => d?._status === 'published',
      true,
      false,
    ),
  trash: async (c: Cell) =>
    change(
      c,
      'draft',
      (f) => c.api.patch(`/${c.subject.slug}/${f.id}?depth=0`, { deletedAt: new Date().toISOString() }),
      (d) => Boolean(d?.deletedAt),
    ),
  'restore from trash': async (c: Cell) =>
    change(
      c,
      'trashed',
      (f) => c.api.patch(`/${c.subject.slug}/${f.id}?depth=0&trash=true`, { deletedAt: null }),
      (d) => d !== null && !d.deletedAt,
    ),
  'delete from trash': async (c: Cell) =>
    change(
      c,
      'trashed',
      (f) => c.api.delete(`/${c.subject.slug}/${f.id}?trash=true`),
      (d) => d === null,
    ),
  delete: async (c: Cell) =>
    change(
      c,
      c.subject.drafts ? 'draft' : 'doc',
      (f) => c.api.delete(`/${c.subject.slug}/${f.id}`),
      (d) => d === null,
    ),
  'delete by query': async (c: Cell) =>
    change(
      c,
      c.subject.drafts ? 'draft' : 'doc',
      (f) => c.api.delete(`/${c.subject.slug}?${q({ 'where[id][equals]': f.id })}`),
      (d) => d === null,
      false,
    ),
  'restore version': async (c: Cell) =>
    change(
      c,
      'draft',
      async (f) => {
        // A newer version than the first, so that restoring the first shows.
        await world.json(
          await world.admin.patch(`/${c.subject.slug}/${f.id}?draft=true&depth=0`, {
            [c.subject.text]: newText(),
          }),
        )
        return c.api.post(
          `/${c.subject.slug}/versions/${await versionOf(c.subject, f)}?draft=true&depth=0`,
          {},
        )
      },
      (d, f) => d?.[c.subject.text] === f.first,
    ),
  duplicate: async (c: Cell): Promise<Outcome> => {
    const f = await world.fixture(c.subject, c.site, 'draft')
    const before = await copiesOf(c.subject, f)
    const res = await c.api.post(`/${c.subject.slug}/${f.id}/duplicate?draft=true&depth=0`, {})
    const after = await copiesOf(c.subject, f)
    const fresh = after.filter((id) => !before.includes(id))
    for (const id of fresh) world.made.push({ slug: c.subject.slug, id })
    return { happened: fresh.length > 0, res, explains: true }
  },
  // Between sites: one's own document to the other site, or the other site's document to one's own.
  move: async (c: Cell) => {
    const to = c.rel === 'own' ? c.other : c.own
    const toId = world.ids[to]!
    return change(
      c,
      c.subject.drafts ? 'draft' : 'doc',
      (f) =>
        c.api.patch(`/${c.subject.slug}/${f.id}?depth=0${draftQ(c.subject)}`, {
          site: toId,
          ...(c.subject.moveData?.(world.support, to) ?? {}),
        }),
      (d) => idOf(d?.site) === toId,
    )
  },
  // ...keeping what it links to on the site it leaves (its column): never, whoever moves it.
  'move keeping its links': async (c: Cell) => {
    const to = c.rel === 'own' ? c.other : c.own
    const toId = world.ids[to]!
    return change(
      c,
      c.subject.drafts ? 'draft' : 'doc',
      (f) => c.api.patch(`/${c.subject.slug}/${f.id}?depth=0${draftQ(c.subject)}`, { site: toId }),
      (d) => idOf(d?.site) === toId,
    )
  },
  // A shared preview link (preview-links) shows a draft to anyone holding it: only of a draft one reads.
  'preview link': async (c: Cell): Promise<Outcome> => {
    const f = await world.fixture(c.subject, c.site, 'draft')
    const before = await previewLinksTo(c.subject, f.id)
    const res = await c.api.post('/preview-links?depth=0', {
      doc: { relationTo: c.subject.slug, value: f.id },
    })
    const after = await previewLinksTo(c.subject, f.id)
    return { happened: after.some((id) => !before.includes(id)), res, explains: true }
  },
  // ...nor by pointing a link of one's own draft at another document afterwards.
  'repoint preview link': async (c: Cell): Promise<Outcome> => {
    const mine = await world.fixture(c.subject, c.own, 'draft', `preview-${c.rel}`)
    const target = await world.fixture(c.subject, c.site, c.rel === 'own' ? 'doc' : 'draft')
    const made = await c.api.post('/preview-links?depth=0', {
      doc: { relationTo: c.subject.slug, value: mine.id },
    })
    if (!made.ok()) return { happened: false, res: made }
    const link = ((await made.json()) as { doc: Doc }).doc
    world.made.push({ slug: 'preview-links', id: link.id })
    const res = await c.api.patch(`/preview-links/${link.id}?depth=0`, {
      doc: { relationTo: c.subject.slug, value: target.id },
    })
    const stored = await world.stored('preview-links', link.id, false)
    return {
      happened: idOf((stored?.doc as { value?: unknown } | undefined)?.value) === target.id,
      res,
      explains: true,
    }
  },
}

/** Preview links to a document, as the administrator finds them (remembered for the cleanup). */
async function previewLinksTo(s: Subject, id: number): Promise<number[]> {
  const found = await docsOf(
    await world.admin.get(
      `/preview-links?${q({ 'where[doc.relationTo][equals]': s.slug, 'where[doc.value][equals]': id, depth: 0 })}`,
    ),
  )
  for (const d of found)
    if (!world.made.some((m) => m.slug === 'preview-links' && m.id === d.id))
      world.made.push({ slug: 'preview-links', id: d.id })
  return found.map((d) => d.id)
}

/** The older version of a fixture draft (its first title). */
async function versionOf(s: Subject, f: Fixture): Promise<number> {
  const res = await world.admin.get(
    `/${s.slug}/versions?${q({ 'where[parent][equals]': f.id, sort: 'createdAt', limit: 1, depth: 0 })}`,
  )
  return ((await world.json(res)).docs as Doc[])[0]!.id
}

/** Copies of a fixture (a duplicate keeps its title and site). */
async function copiesOf(s: Subject, f: Fixture): Promise<number[]> {
  const original = (await world.stored(s.slug, f.id))!
  const found = await docsOf(
    await world.admin.get(
      `/${s.slug}?${q({ [`where[${s.text}][equals]`]: String(original[s.text]), 'where[id][not_equals]': f.id, depth: 0, trash: 'true', draft: 'true' })}`,
    ),
  )
  return found.map((d) => d.id)
}

/** Linking a document of one's own site to a column or page of the cell's site. */
const linkOp =
  (link: NonNullable<Subject['links']>[number]) =>
  async (c: Cell): Promise<Outcome> => {
    const target = link.target(world.support, c.site, c.rel)
    return change(
      { ...c, site: c.own },
      'draft',
      (f) =>
        c.api.patch(`/${c.subject.slug}/${f.id}?depth=0&draft=true`, link.data(world.support, c.site, c.rel)),
      (d) => link.stored(d ?? ({} as Doc)) === target,
      true,
      true,
      `link-${c.rel}`,
    )
  }

// ---------------------------------------------------------------------------------------------
// The matrix.

const isChinese = (text: string) => /[\u4e00-\u9fff]/.test(text)

/** What the matrix tries on a subject: each op of its policy, each link as an op of its own. */
function opsOf(s: Subject): { name: string; rule: Rule; run: (c: Cell) => Promise<Outcome> }[] {
  const ops = Object.entries(s.policy)
    .filter(([name]) => name !== 'link')
    .map(([name, rule]) => ({
      name,
      rule: rule!,
      run: OPS[name as OpName] as (c: Cell) => Promise<Outcome>,
    }))
  const link = s.policy.link
  if (link) for (const l of s.links ?? []) ops.push({ name: `link ${l.name}`, rule: link, run: linkOp(l) })
  return ops
}

// One request context for the file: fixtures and sessions live across its tests.
let context: APIRequestContext
test.beforeAll(async ({ playwright }) => {
  test.setTimeout(60_000)
  context = await playwright.request.newContext()
  await world.init(context)
  for (const slug of ['mianyang', 'deyang']) {
    const id = world.ids[slug]!
    seededSites.set(id, (await world.stored('sites', id, false))!)
  }
})

test.afterAll(async () => {
  console.log(`site isolation matrix: ${world.cells} cells, ${world.assertions} assertions`)
  await world.cleanup()
  await context.dispose()
})

test('the matrix names every collection with a site: a newly scoped one must be added here', async () => {
  // Every collection of the running configuration (the administrator's permissions name them all);
  // a query on `site` is answered where the collection has that field and refused (400) elsewhere.
  const access = await world.json(await world.admin.get('/access'))
  // Payload's own (payload-migrations, payload-jobs…) are not served over REST.
  const slugs = Object.keys(access.collections as Record<string, unknown>).filter(
    (slug) => !slug.startsWith('payload-'),
  )
  expect(slugs).toContain('news')
  const withSite: string[] = []
  for (const slug of slugs) {
    const res = await world.admin.get(`/${slug}?where[site][exists]=true&limit=1&depth=0`)
    expect([200, 400], `${slug}: ${res.status()} ${await res.text()}`).toContain(res.status())
    if (res.status() === 200) withSite.push(slug)
  }
  const listed = [...SUBJECTS.filter((s) => !s.isSite).map((s) => s.slug), ...Object.keys(ADMIN_ONLY)]
  expect(listed.sort(), 'the collections with a `site` field are the matrix’s ones').toEqual(withSite.sort())
})

/**
 * Collections with a `site` that only the administrator reaches (`crudFor()`): the search index,
 * which hooks write. No other role reads, counts, writes or deletes any of it, on any site.
 */
const ADMIN_ONLY: Record<string, Record<string, unknown>> = {
  'search-docs': { title: '矩阵', site: 0 },
}

test('what only the administrator reaches stays out of every other role’s reach, on every site', async () => {
  for (const [slug, data] of Object.entries(ADMIN_ONLY)) {
    const some = await docsOf(await world.admin.get(`/${slug}?limit=5&depth=0`))
    expect(some.length, `${slug} has entries to hide`).toBeGreaterThan(0)
    for (const role of ROLES.filter((r) => !r.roles.includes('admin'))) {
      const api = await world.session(context, role)
      const what = `${slug} × ${role.name}`
      const list = await api.get(`/${slug}?limit=5&depth=0`)
      expect(list.ok() ? (await docsOf(list)).length : 0, `${what}: list`).toBe(0)
      const one = await api.get(`/${slug}/${some[0]!.id}?depth=0`)
      expect(one.ok(), `${what}: read by id`).toBe(false)
      expect((await api.post(`/${slug}?depth=0`, data)).ok(), `${what}: create`).toBe(false)
      expect((await api.patch(`/${slug}/${some[0]!.id}?depth=0`, data)).ok(), `${what}: update`).toBe(false)
      expect((await api.delete(`/${slug}/${some[0]!.id}`)).ok(), `${what}: delete`).toBe(false)
    }
    // Nothing changed: the entry is still there as it was.
    const after = (await world.json(await world.admin.get(`/${slug}/${some[0]!.id}?depth=0`))) as Doc
    expect(after).toEqual(some[0])
  }
})

/** Reads, tried first and all at once; then the writes, one after another (they change fixtures). */
const READS = new Set<string>([
  'read by id',
  'list',
  'count',
  'where (site or id)',
  'read draft by id',
  'list drafts',
  'versions',
  'version by id',
  'trash list',
  'trashed by id',
])

for (const subject of SUBJECTS)
  for (const role of ROLES)
    test(`${subject.slug} × ${role.name}: own site and another site, every operation`, async () => {
      test.setTimeout(120_000)
      const api = await world.session(context, role)
      const failed: string[] = []
      const check = (ok: boolean, label: string, message: string) => {
        world.assertions++
        expect.soft(ok, `${label}: ${message}`).toBe(true)
        if (!ok) failed.push(`${label}: ${message.slice(0, 80)}`)
      }
      const cell = async (rel: Rel, op: ReturnType<typeof opsOf>[number]) => {
        const site = rel === 'own' ? ownSite(role) : otherSite(role)
        const expected = op.rule(who(role, subject.slug, site, world.reviewRequired), rel)
        if (expected === undefined) return
        const label = `${subject.slug} × ${role.name} × ${rel} site (${site}) × ${op.name}`
        const c: Cell = {
          subject,
          role,
          api,
          rel,
          site,
          siteId: world.ids[site]!,
          own: ownSite(role),
          other: otherSite(role),
          label,
        }
        const out = await op.run(c)
        world.cells++
        const said = `${out.res.status()} ${(await out.res.text()).slice(0, 300)}`
        check(
          out.happened === expected,
          label,
          `${expected ? 'may, but it did not happen' : 'may not, but it happened (a leak)'} — ${said}`,
        )
        // A refusal of one document's write says why, in Chinese, as a client error.
        if (!expected && !out.happened && out.explains)
          check(
            out.res.status() >= 400 && out.res.status() < 500 && isChinese(said),
            label,
            `refused with a client error in Chinese — ${said}`,
          )
        // A list never shows another site's document to one who may not read there.
        if (out.listed && opDenied(subject, op.name, role)) {
          const foreign = out.listed.filter((d) => siteOfDoc(subject, d) !== world.ids[ownSite(role)])
          check(
            !foreign.length,
            label,
            `lists only its own site’s documents, not ${foreign.map((d) => d.id)}`,
          )
        }
      }
      const ops = opsOf(subject)
      const rels = ['own', 'other'] as const
      // Reads all at once; writes one after another (a read right after another write's commit
      // may not see it yet on SQLite).
      await Promise.all(rels.flatMap((rel) => ops.filter((o) => READS.has(o.name)).map((o) => cell(rel, o))))
      for (const rel of rels) for (const op of ops.filter((o) => !READS.has(o.name))) await cell(rel, op)
      expect(failed, 'failed cells').toEqual([])
    })

/** Whether the role may not do `op` on another site (then no list may show one of its documents). */
function opDenied(s: Subject, op: string, role: Role) {
  const rule = s.policy[op as OpName]
  return (
    Boolean(rule) &&
    rule!(who(role, s.slug, otherSite(role), world.reviewRequired), 'other') === false &&
    Boolean(role.account)
  )
}
