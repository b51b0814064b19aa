import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'
import {
  CATEGORY_TYPES,
  FORMAT_PAGE_CALLS,
  THEME_SECTIONS,
  currentTerm,
  type CategoryType,
  type EduType,
  type MajorLevel,
} from '@ou/contract'
import type { FormatPage } from '@/payload-types'
import { DEMO_MIXED_STAFF, DEMO_STAFF, DEMO_STUDENTS } from './accounts'
import { DEMO_SITES, DEMO_SITE_STAFF, PORTAL } from './data/sites'
import { EDU_NEWS, EDU_NEWS_BANK, EDU_SCHOOLS, EDU_SCHOOL_BANK } from './data/edu'
import { COURSES, ENROLL_BANK, ENROLL_NEWS, LEARNING_CENTERS, MAJORS, MAJOR_BANK } from './data/enrolling'
import { teachingPlanFor } from './data/teachingPlans'
import { FORMATS_OVERVIEW, FORMAT_CARDS, FORMAT_PAGES } from './data/formats'
import { DRAFT_NEWS_SUMMARIES, NEWS } from './data/news'
import { APPLICANTS, COMMON_COURSES, EXAM_TYPES, GRADES, LETTERS, MAJOR_COURSES, TERMS } from './data/people'
import {
  AFFAIRS,
  CAMPUS_CULTURE,
  DEPARTMENTS,
  DEPARTMENT_BANK,
  HISTORY,
  INTRODUCTIONS,
  LEADERS,
  SCHOOL,
  SCHOOL_INTRO,
  SCHOOL_STATS,
} from './data/school'
import { CAROUSELS, LINKS, PLATFORMS, SERVICES, SITE_SETTINGS } from './data/site'
import { THEMES } from './data/themes'
import { COVERS, IMAGES, toPng, type ImageKey } from './images'
import { QUIET } from '@/notify/notices'
import { lexical } from './lexical'
import { DRAFT_NEWS_TITLES, DEMO_TREE, GUIDE_PAGE, SENSITIVE_WORDS } from './markers'
import { Rand, compose, cycle, fillYear, inMonth, spreadDates } from './writer'
import { WORDING_RULES } from './data/wording'
import {
  DISCLOSURE_CATALOG,
  DISCLOSURE_GUIDE,
  STAFF_GROUPS,
  disclosureReport,
  reportYears,
} from './data/disclosure'
import { minimalPdf } from './pdf'
import { HOLIDAYS_2026, HOLIDAYS_2027 } from './data/holidays'
import { GUIDE_PAGE_BODY, GUIDE_PAGE_TABLE, HEADER_NAV, SIDE_NAV } from './data/navigation'

const DAY = 86_400_000
// Demo letters and sign-ups notify nobody.
const SEED = { [QUIET]: true }
const MEDIA_BATCH = 3
const EDU_TYPES = ['openEducation', 'adultEducation'] as const
const EDU_NEWS_TYPES = ['learning', 'teaching'] as const
const EDU_SCHOOL_TYPES = ['branch', 'site'] as const

type Slug = CollectionSlug
type Data<S extends Slug> = RequiredDataFromCollectionSlug<S>

/** Fills every collection and global with the demo site; returns the number of documents per collection. */
export async function seed(
  payload: Payload,
  log: (line: string) => void = () => {},
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  const rand = new Rand(20_260_101)
  const now = Date.now()
  let lap = Date.now()
  const done = (what: string) => {
    log(`  ${what.padEnd(34)} ${((Date.now() - lap) / 1000).toFixed(1)}s`)
    lap = Date.now()
  }

  async function add<S extends Slug>(
    collection: S,
    data: Data<S>,
    opts: { draft?: boolean; file?: { name: string; png: Buffer } | { name: string; pdf: Buffer } } = {},
  ) {
    const bytes = opts.file && ('png' in opts.file ? opts.file.png : opts.file.pdf)
    const file = opts.file &&
      bytes && {
        data: bytes,
        mimetype: 'png' in opts.file ? 'image/png' : 'application/pdf',
        name: opts.file.name,
        size: bytes.length,
      }
    const doc = opts.draft
      ? // Complete data is valid draft data; TypeScript cannot see that for a generic slug.
        await payload.create({ collection, data: data as never, draft: true, depth: 0, context: SEED })
      : await payload.create({ collection, data, file, depth: 0, context: SEED })
    counts[collection] = (counts[collection] ?? 0) + 1
    return doc
  }

  /** Adds `items` in their order, numbered as an editor would (sort 10, 20, 30 …); answers their ids. */
  async function addInOrder<S extends Slug, T>(
    collection: S,
    items: readonly T[],
    data: (item: T, i: number) => Omit<Data<S>, 'sort'>,
  ) {
    const ids: number[] = []
    for (const [i, item] of items.entries())
      ids.push((await add(collection, { ...data(item, i), sort: (i + 1) * 10 } as Data<S>)).id)
    return ids
  }

  /** An article-like document (drafts enabled): published unless `draft`. */
  const article = <
    S extends 'news' | 'campus-culture' | 'school-affairs' | 'edu-news' | 'enroll-news' | 'theme-articles',
  >(
    collection: S,
    data: Omit<Data<S>, '_status'>,
    draft = false,
  ) => add(collection, { ...data, _status: draft ? 'draft' : 'published' } as Data<S>, { draft })

  const views = () => rand.int(60, 4800)

  /**
   * Items spread over the last 18 months (within their own `month` where they name one), with
   * their title and summary's year placeholders filled in for that date.
   */
  const dated = <T extends { title: string; summary: string; month?: number }>(items: readonly T[]) => {
    const dates = spreadDates(items.length, rand, 540, now)
    return items.map((item, i) => {
      const date = inMonth(dates[i]!, item.month, now)
      return { item, i, date, title: fillYear(item.title, date), summary: fillYear(item.summary, date) }
    })
  }

  /* ---------- media: every image is drawn and uploaded once, then reused ---------- */
  const media = {} as Record<ImageKey, number>
  const entries = Object.entries(IMAGES) as [ImageKey, { alt: string; svg: () => string }][]
  // A few uploads at a time: each one's six webp renditions leave the CPU idle between steps.
  for (let i = 0; i < entries.length; i += MEDIA_BATCH)
    await Promise.all(
      entries.slice(i, i + MEDIA_BATCH).map(async ([key, def]) => {
        media[key] = (
          await add('media', { alt: def.alt }, { file: { name: `${key}.png`, png: await toPng(def.svg()) } })
        ).id
      }),
    )
  done(`media (${Object.keys(media).length} images)`)

  /* ---------- the site group (站群): the portal first, then the sites ---------- */
  // The migration that made the site group made the portal's record: the seed names it.
  const siteIds = new Map<string, number>()
  const { docs: portals } = await payload.find({
    collection: 'sites',
    where: { slug: { equals: PORTAL.slug } },
  })
  const siteData = (site: typeof PORTAL | (typeof DEMO_SITES)[number]) => ({
    name: site.name,
    short_name: site.short_name,
    slug: site.slug,
    kind: site.kind,
    template: site.template,
    theme_color: site.theme_color,
    contact: site.contact,
    status: 'live' as const,
  })
  siteIds.set(
    PORTAL.slug,
    portals[0]
      ? (
          await payload.update({
            collection: 'sites',
            id: portals[0].id,
            data: siteData(PORTAL),
            context: SEED,
          })
        ).id
      : (await add('sites', siteData(PORTAL))).id,
  )
  for (const site of DEMO_SITES)
    siteIds.set(
      site.slug,
      (
        await add('sites', {
          ...siteData(site),
          menu: site.menu,
          footer_links: site.footer_links,
          notice: { enabled: true, text: site.notice.text, link: site.notice.link ?? null },
        })
      ).id,
    )
  done('sites')

  /* ---------- staff accounts ---------- */
  const staffIds = new Map<string, number>()
  for (const u of DEMO_STAFF)
    staffIds.set(
      u.email,
      (await add('users', { email: u.email, password: u.password, name: u.name, roles: u.roles })).id,
    )
  for (const u of DEMO_SITE_STAFF)
    await add('users', {
      email: u.email,
      password: u.password,
      name: u.name,
      roles: u.roles,
      sites: [siteIds.get(u.site)!],
    })
  await add('users', {
    email: DEMO_MIXED_STAFF.email,
    password: DEMO_MIXED_STAFF.password,
    name: DEMO_MIXED_STAFF.name,
    roles: ['editor'],
    site_roles: DEMO_MIXED_STAFF.site_roles.map((r) => ({ site: siteIds.get(r.site)!, roles: r.roles })),
  })
  for (const g of STAFF_GROUPS)
    await add('staff-groups', {
      name: g.name,
      note: g.note,
      members: g.members.flatMap((e) => staffIds.get(e) ?? []),
    })
  done('users')

  /* ---------- globals ---------- */
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { ...SITE_SETTINGS(new Date(now).getFullYear()), logo: media.logo },
  })
  await payload.updateGlobal({
    slug: 'school-info',
    data: {
      name: SCHOOL.name,
      name_en: SCHOOL.name_en,
      motto: SCHOOL.motto,
      intro: lexical(SCHOOL_INTRO),
      cover: media.campus,
      stats: SCHOOL_STATS,
    },
  })
  await payload.updateGlobal({
    slug: 'console-settings',
    data: {
      review_required: payload.config.collections
        .filter((c) => c.versions?.drafts)
        .map((c) => c.slug) as never,
      sensitive_words: SENSITIVE_WORDS.join('\n'),
      letters_notice: { mode: 'immediate' },
      signups_notice: { mode: 'digest' },
      digest_hour: 8,
      audit_retention_days: 180,
    },
  })
  for (const rule of WORDING_RULES) await add('wording-rules', { ...rule, wrong: rule.wrong.join('\n') })
  done('wording rules')
  await payload.updateGlobal({
    slug: 'formats-overview',
    data: { ...FORMATS_OVERVIEW, formats: FORMAT_CARDS.map((f) => ({ ...f, cover: media[f.cover] })) },
  })
  done('globals')

  /* ---------- editors' pages and the navigation (issue 21) ---------- */
  await add('pages', {
    title: GUIDE_PAGE.title,
    kind: 'page',
    section: GUIDE_PAGE.section,
    slug: GUIDE_PAGE.slug,
    summary: '开放教育招生对象、报名方式与招生专业。',
    published_at: new Date(now).toISOString(),
    _status: 'published',
    layout: [
      { blockType: 'richText', content: lexical(GUIDE_PAGE_BODY) },
      { blockType: 'table', caption: '部分招生专业', data: GUIDE_PAGE_TABLE },
      {
        blockType: 'contact',
        name: '招生办公室',
        phone: '028-80000000',
        email: 'zsb@example.edu.cn',
        address: '行政楼 102 室',
        hours: '工作日 9:00—17:00',
      },
    ],
  })
  {
    // The demo column tree: /about, /about/contact-us, /about/contact-us/map.
    const [about, contact, map] = DEMO_TREE
    const top = await add('pages', {
      title: about.title,
      kind: 'page',
      section: 'top',
      slug: about.slug,
      summary: '学校简介、联系方式与来校路线。',
      published_at: new Date(now).toISOString(),
      _status: 'published',
      layout: [
        {
          blockType: 'richText',
          content: lexical([
            '## 走进开大',
            '天府开放大学是一所面向全省开展开放教育、继续教育与终身教育的新型高等学校。',
          ]),
        },
      ],
    })
    const middle = await add('pages', {
      title: contact.title,
      kind: 'page',
      parent: top.id,
      slug: contact.slug,
      published_at: new Date(now).toISOString(),
      _status: 'published',
      layout: [
        {
          blockType: 'contact',
          name: '学校办公室',
          phone: '028-80000001',
          email: 'xb@example.edu.cn',
          address: '行政楼 201 室',
          hours: '工作日 9:00—17:00',
        },
      ],
    })
    await add('pages', {
      title: map.title,
      kind: 'page',
      parent: middle.id,
      slug: map.slug,
      published_at: new Date(now).toISOString(),
      _status: 'published',
      layout: [
        {
          blockType: 'richText',
          content: lexical(['乘地铁 1 号线至“天府开大站”，B 口出站向东步行 300 米即到。']),
        },
      ],
    })
  }
  await payload.updateGlobal({
    slug: 'navigation',
    data: {
      header: HEADER_NAV,
      side: SIDE_NAV.map((s) => ({
        ...s,
        items: [
          ...s.items,
          ...(s.section === 'enrolling'
            ? [{ label: GUIDE_PAGE.title, kind: 'route' as const, route: GUIDE_PAGE.path }]
            : []),
        ],
      })),
    },
    context: SEED,
  })
  done('navigation and pages')

  /* ---------- news: categories interleaved over the last ~18 months ---------- */
  const queue: {
    category: number
    cat: (typeof NEWS)[number]
    item: (typeof NEWS)[number]['items'][number]
  }[] = []
  const categoryIds = await addInOrder('news-categories', NEWS, (cat) => ({
    name: cat.name,
    name_en: cat.name_en,
    path_name: cat.path_name,
  }))
  const longest = Math.max(...NEWS.map((c) => c.items.length))
  for (let k = 0; k < longest; k++)
    NEWS.forEach((cat, i) => {
      const item = cat.items[k]
      if (item) queue.push({ category: categoryIds[i]!, cat, item })
    })
  const newsDates = spreadDates(queue.length, rand, 540, now)
  for (const [i, { category, cat, item }] of queue.entries()) {
    const date = inMonth(newsDates[i]!, item.month, now)
    const title = fillYear(item.title, date)
    const summary = fillYear(item.summary, date)
    const byline = cat.byline?.(title) ?? { author: rand.pick(cat.author), source: rand.pick(cat.source) }
    await article('news', {
      category,
      title,
      summary,
      cover: media[cycle(COVERS[cat.covers], i)],
      content: lexical(compose(summary, cat.bank, rand, { extra: item.body, closing: cat.closing })),
      ...byline,
      published_at: date.toISOString(),
      views: views(),
    })
  }
  const draftNews: number[] = []
  for (const [i, title] of DRAFT_NEWS_TITLES.entries()) {
    const summary = DRAFT_NEWS_SUMMARIES[i]!
    const draft = await article(
      'news',
      {
        category: categoryIds[0]!,
        title,
        summary,
        cover: media.culture,
        content: lexical([summary, '（本稿尚在审核中，请勿对外发布。）']),
        author: '党委宣传部',
        source: '天府开放大学新闻网',
        published_at: new Date(now - (i + 1) * DAY).toISOString(),
      },
      true,
    )
    draftNews.push(draft.id)
  }
  done(`news (${queue.length} published, ${DRAFT_NEWS_TITLES.length} drafts)`)

  /* ---------- school overview ---------- */
  await addInOrder('school-introductions', INTRODUCTIONS, (s) => ({
    title: s.title,
    content: lexical(s.blocks),
    image: media[s.image],
  }))
  await addInOrder('school-history', HISTORY, (h) => ({
    year: h.year,
    title: h.title,
    content: h.content,
    image: h.image ? media[h.image] : undefined,
  }))
  const cultureDates = spreadDates(CAMPUS_CULTURE.length, rand, 540, now)
  for (const [i, c] of CAMPUS_CULTURE.entries())
    await article('campus-culture', {
      title: c.title,
      summary: c.summary,
      cover: media[c.image],
      content: lexical([c.summary, ...c.blocks]),
      author: '党委宣传部',
      source: '天府开放大学新闻网',
      published_at: cultureDates[i]!.toISOString(),
      views: views(),
    })
  await addInOrder('leaders', LEADERS, (l, i) => ({
    name: l.name,
    position: l.position,
    duties: l.duties,
    photo:
      media[
        cycle(['portrait1', 'portrait2', 'portrait3', 'portrait4', 'portrait5', 'portrait6'] as const, i)
      ],
    resume: lexical(l.resume),
  }))
  await addInOrder('departments', DEPARTMENTS, (d, i) => ({
    ...d,
    cover: media[cycle(COVERS.general, i)],
    content: lexical([d.summary, ...DEPARTMENT_BANK, `办公地点：${d.location}；联系电话：${d.phone}。`]),
  }))
  const affairIds = new Map<string, { id: number; title: string; date: string }>()
  for (const { item: a, date, title, summary } of dated(AFFAIRS)) {
    const affair = await article('school-affairs', {
      title,
      summary,
      content: lexical([summary, ...a.blocks.map((b) => fillYear(b, date))]),
      author: '校长办公室',
      source: '天府开放大学',
      published_at: date.toISOString(),
      views: views(),
    })
    affairIds.set(a.title, { id: affair.id, title, date: date.toISOString() })
  }
  done('school overview')

  /* ---------- the working-day calendar and the disclosure catalogue ---------- */
  for (const d of [...HOLIDAYS_2026, ...HOLIDAYS_2027]) await add('calendar-days', d)
  done('working-day calendar')
  // Two annual reports, each with its PDF; item 6 of the list links their pages. 信息公开 is the
  // portal's, and so are its attachments (站群: each attachment belongs to a site). No site's demo
  // content links an attachment, so no site needs copies of its own (as it does of the covers).
  const reportLinks: { title: string; date: string; url: string }[] = []
  for (const year of reportYears(new Date(now))) {
    const r = disclosureReport(year)
    const file = await add(
      'files',
      { site: siteIds.get(PORTAL.slug)!, title: `${r.title}（PDF）` },
      { file: { name: `disclosure-report-${year}.pdf`, pdf: minimalPdf(r.pdf) } },
    )
    await add('disclosure-reports', { year, title: r.title, summary: lexical(r.summary), file: file.id })
    reportLinks.push({
      title: r.title,
      date: `${year + 1}-10-31`,
      url: `/schoolOverview/schoolAffairsOpen/annualReport/${year}`,
    })
  }
  const categoryIdsOf = await addInOrder('disclosure-categories', DISCLOSURE_CATALOG, (c) => ({
    name: c.name,
  }))
  for (const [ci, c] of DISCLOSURE_CATALOG.entries())
    await addInOrder('disclosure-items', c.items, (item) => ({
      category: categoryIdsOf[ci]!,
      number: item.number,
      title: item.title,
      verified: item.verified,
      documents: [
        ...(item.affairs ?? []).flatMap((t) => {
          const a = affairIds.get(t)
          return a ? [{ title: a.title, date: a.date, affair: a.id }] : []
        }),
        ...(item.number === 6 ? reportLinks : []),
      ],
    }))
  await payload.updateGlobal({
    slug: 'office-settings',
    data: { guide: DISCLOSURE_GUIDE },
    depth: 0,
    context: SEED,
  })
  done('disclosure catalogue')

  /* ---------- education formats ---------- */
  for (const key of FORMAT_PAGE_CALLS) {
    const p = FORMAT_PAGES[key]
    if (!p) throw new Error(`No demo content for format page ${key}`)
    await add('format-pages', {
      key: key as FormatPage['key'],
      title: p.title,
      title_en: p.title_en,
      summary: p.summary,
      banner: media[p.banner],
      content: lexical(p.content),
      sections: p.sections.map((s) => ({
        title: s.title,
        content: lexical(s.content),
        image: s.image ? media[s.image] : undefined,
      })),
      contact: p.contact,
    })
  }
  done('format pages')

  /* ---------- open and adult education: news, branch schools and sites ---------- */
  for (const edu_type of EDU_TYPES) {
    for (const type of EDU_NEWS_TYPES) {
      for (const { i, date, title, summary } of dated(EDU_NEWS[edu_type][type])) {
        await article('edu-news', {
          edu_type,
          type,
          title,
          summary,
          cover: media[cycle(type === 'learning' ? COVERS.general : COVERS.notice, i)],
          content: lexical(compose(summary, EDU_NEWS_BANK[type], rand, { middle: 2 })),
          author: type === 'learning' ? '学习支持服务中心' : '教务处',
          source: '天府开放大学',
          published_at: date.toISOString(),
          views: views(),
        })
      }
    }
    for (const type of EDU_SCHOOL_TYPES)
      await addInOrder('edu-schools', EDU_SCHOOLS[edu_type][type], (s, i) => ({
        edu_type,
        type,
        ...s,
        cover: media[cycle(COVERS.branch, i)],
        content: lexical([s.summary, ...EDU_SCHOOL_BANK, `地址：${s.address}；电话：${s.phone}。`]),
      }))
  }
  done('edu news and schools')

  /* ---------- senior university courses ---------- */
  const term = `${currentTerm(new Date(now))}学期`
  await addInOrder('courses', COURSES, (c) => ({
    name: c.name,
    category: c.category,
    teacher: c.teacher,
    schedule: c.schedule,
    location: c.location,
    term,
    capacity: c.capacity,
    cover: media[c.cover],
    summary: c.summary,
    content: lexical([
      c.summary,
      ...c.content,
      `上课时间：${c.schedule}；上课地点：${c.location}；授课教师：${c.teacher}。`,
    ]),
  }))
  done('courses')

  /* ---------- enrolment: news, majors, learning centres, sign-ups ---------- */
  for (const category_type of CATEGORY_TYPES) {
    for (const { i, date, title, summary } of dated(ENROLL_NEWS[category_type])) {
      await article('enroll-news', {
        category_type,
        title,
        summary,
        cover:
          media[
            cycle(
              category_type === 'elderly'
                ? (['senior', 'culture'] as const)
                : (['slide2', 'campus', 'classroom'] as const),
              i,
            )
          ],
        content: lexical([summary, ...ENROLL_BANK[category_type]]),
        author: '招生办公室',
        source: '天府开放大学',
        published_at: date.toISOString(),
        views: views(),
      })
    }
  }
  const majorIds: { id: number; level: MajorLevel; category_type: CategoryType }[] = []
  let majorSort = 0
  for (const [combo, group] of Object.entries(MAJORS)) {
    const [category_type, level] = combo.split(':') as [CategoryType, MajorLevel]
    for (const m of group!.items) {
      const doc = await add('majors', {
        name: m.name,
        code: m.code,
        level,
        category_type,
        discipline: m.discipline,
        duration: group!.duration,
        tuition: group!.tuition,
        summary: m.summary,
        cover: media[group!.cover],
        content: lexical([m.summary, ...MAJOR_BANK]),
        courses: m.courses.map((name) => ({ name })),
        teaching_plan: teachingPlanFor({ ...m, level, category_type, duration: group!.duration }),
        sort: (majorSort += 10),
      })
      majorIds.push({ id: doc.id, level, category_type })
    }
  }
  const centerIds = await addInOrder('learning-centers', LEARNING_CENTERS, (c) => c)
  const signupTerm = currentTerm(new Date(now))
  for (const [i, a] of APPLICANTS.entries()) {
    const wanted = a.remark?.includes('书画')
      ? 'non_degree'
      : a.education === 'associate' || a.education === 'bachelor'
        ? 'upgrade'
        : 'associate'
    const major = majorIds.filter((m) => m.level === wanted)[i % 3]!
    await add('applications', {
      application_no: `BM${new Date(now - (i + 1) * DAY).toISOString().slice(0, 10).replaceAll('-', '')}${String(10_000_000 + i * 7919).slice(-8)}`,
      status: a.status,
      term: signupTerm,
      category_type: major.category_type,
      name: a.name,
      gender: a.gender,
      id_card: idCard(`510107${a.birth}${String(101 + i * 2)}`),
      mobile: a.mobile,
      education: a.education,
      level: major.level,
      major: major.id,
      school: centerIds[i % centerIds.length]!,
      remark: a.remark,
    })
  }
  done('enrolment')

  /* ---------- themes and their articles ---------- */
  const themeIds: number[] = []
  for (const [t, theme] of THEMES.entries()) {
    const doc = await add('themes', {
      title: theme.title,
      subtitle: theme.subtitle,
      color: theme.color,
      banner: media[theme.banner],
      intro: theme.intro,
      sort: (t + 1) * 10,
    })
    themeIds.push(doc.id)
    for (const section of THEME_SECTIONS) {
      const items = theme.articles[section]
      const dates = spreadDates(items.length, rand, 360, now)
      for (const [i, [title, lead]] of items.entries())
        await article('theme-articles', {
          theme: doc.id,
          section,
          title,
          summary: lead,
          cover: media[cycle(theme.covers, i + t)],
          content: lexical(compose(lead, theme.bank[section], rand, { middle: 2 })),
          author: section === 'work' ? '党委办公室' : '党委宣传部',
          source: '天府开放大学',
          published_at: dates[i]!.toISOString(),
          views: views(),
        })
    }
  }
  done('themes')

  /* ---------- site furniture: carousel, footer links, new media, services ---------- */
  await addInOrder('carousels', CAROUSELS, (c) => ({
    title: c.title,
    subtitle: c.subtitle,
    image: media[c.image],
    url: c.url.replace('{theme}', String(themeIds[1] ?? themeIds[0])),
    enabled: true,
  }))
  await addInOrder('links', LINKS, (l) => ({
    type: l.type,
    title: l.title,
    url: l.url,
    image: l.image ? media[l.image] : undefined,
  }))
  await addInOrder('platforms', PLATFORMS, (p) => ({ ...p, qrcode: media[p.qrcode] }))
  await addInOrder('services', SERVICES, (s) => ({ name: s.name, url: s.url, icon: media[s.icon] }))
  done('site furniture')

  /* ---------- students and their scores ---------- */
  /** A course's code, credit and assessment are the same for every student who takes it. */
  const catalogue = new Map<string, { code: string; credit: number; exam_type: string }>()
  const courseOf = (edu: EduType, name: string) => {
    const key = `${edu}:${name}`
    let c = catalogue.get(key)
    if (!c) {
      const n = [...catalogue.keys()].filter((k) => k.startsWith(edu)).length
      const common = COMMON_COURSES[edu].includes(name)
      c = {
        code: edu === 'openEducation' ? String(51_001 + n * 7) : `CR${2101 + n * 3}`,
        credit: common ? rand.pick([2, 3]) : rand.pick([3, 4, 4, 5]),
        exam_type: examTypeOf(name, common, rand),
      }
      catalogue.set(key, c)
    }
    return c
  }
  for (const [s, student] of DEMO_STUDENTS.entries()) {
    const doc = await add('students', {
      edu_type: student.edu_type,
      student_no: student.student_no,
      name: student.name,
      major: student.major,
      grade: GRADES[student.edu_type],
      new_password: student.password,
    })
    const r = new Rand(1000 + s)
    const common = COMMON_COURSES[student.edu_type]
    const own = r.sample(MAJOR_COURSES[student.major] ?? [], 23)
    // Common courses come first, so early terms look like early terms.
    const pool = [...common, ...own]
    let retakes: string[] = []
    for (const t of TERMS[student.edu_type]) {
      // Six or seven courses a term, retakes of last term's failures included.
      const taken = pool.splice(0, r.int(6, 7) - retakes.length)
      const failed: string[] = []
      for (const name of [...retakes, ...taken]) {
        const course = courseOf(student.edu_type, name)
        const retake = retakes.includes(name)
        const points = retake ? r.int(60, 76) : r.next() < 0.07 ? r.int(38, 58) : r.int(61, 97)
        const passed = points >= 60
        if (!passed) failed.push(name)
        await add('scores', {
          student: doc.id,
          year: t.year,
          period: t.period,
          course_code: course.code,
          course_name: name,
          // Practical work is graded in words once passed, as the academic office records it.
          score: course.exam_type === '实践考核' && passed ? gradeWord(points) : String(points),
          credit: course.credit,
          exam_type: course.exam_type,
          status: retake ? '补考' : passed ? '通过' : '未通过',
        })
      }
      retakes = failed
    }
  }
  done('students and scores')

  /* ---------- mailbox letters ---------- */
  for (const l of LETTERS) {
    const sent = new Date(now - l.sent_days_ago * DAY - rand.int(0, 8 * 3600) * 1000)
    const doc = await add('letters', {
      tracking_code: l.tracking_code,
      recipient: l.recipient,
      anonymous: l.anonymous,
      name: l.name,
      contact: l.contact,
      subject: l.subject,
      content: l.content,
      status: l.status,
      reply: l.reply,
      is_public: l.is_public,
      received_at: sent.toISOString(),
      createdAt: sent.toISOString(),
    })
    // The collection stamps replies with the current time; a demo reply is dated when it was "written".
    if (l.reply && l.replied_days_ago !== undefined)
      await payload.update({
        collection: 'letters',
        id: doc.id,
        data: {
          replied_at: new Date(
            sent.getTime() + (l.sent_days_ago - l.replied_days_ago) * DAY + rand.int(3600, 6 * 3600) * 1000,
          ).toISOString(),
        },
        depth: 0,
      })
  }
  done('letters')

  await reviewWorkflow(payload, { draftNews, newsCategory: categoryIds[0]!, cover: media.culture, now })
  done('review workflow')

  /* ---------- each site's own columns, news and page ---------- */
  // A site shows its own images (站群: the media library is per site): its copies of the covers.
  const coverPngs = new Map<ImageKey, Buffer>()
  for (const key of new Set(COVERS.branch)) coverPngs.set(key, await toPng(IMAGES[key].svg()))
  for (const site of DEMO_SITES) {
    const id = siteIds.get(site.slug)!
    const covers = new Map<ImageKey, number>()
    await Promise.all(
      [...coverPngs].map(async ([key, png]) => {
        const doc = await add(
          'media',
          { site: id, alt: IMAGES[key].alt },
          { file: { name: `${key}.png`, png } },
        )
        covers.set(key, doc.id)
      }),
    )
    // Its page at /sites/{slug}/pages/about: the portal's /about is another page.
    await add('pages', {
      site: id,
      title: site.page.title,
      kind: 'page',
      section: 'top',
      slug: site.page.slug,
      summary: site.page.summary,
      published_at: new Date(now).toISOString(),
      _status: 'published',
      layout: [
        { blockType: 'richText', content: lexical(site.page.body) },
        { blockType: 'contact', name: site.short_name, address: site.contact },
      ],
    })
    await addInOrder('carousels', site.carousel, (c) => ({
      site: id,
      title: c.title,
      subtitle: c.subtitle,
      image: covers.get(c.image)!,
      url: c.url,
      enabled: true,
    }))
    const cats = await addInOrder('news-categories', site.categories, (c) => ({ ...c, site: id }))
    for (const [c, items] of site.news.entries()) {
      const dates = spreadDates(items.length, rand, 120, now).sort((a, b) => b.getTime() - a.getTime())
      for (const [i, item] of items.entries())
        await article('news', {
          site: id,
          category: cats[c]!,
          title: item.title,
          summary: item.summary,
          cover: covers.get(cycle(COVERS.branch, i))!,
          content: lexical([item.summary]),
          author: site.short_name,
          source: site.name,
          published_at: dates[i]!.toISOString(),
          views: views(),
        })
    }
  }
  done('sites: columns and news')

  return counts
}

/**
 * Articles in every review state, reached the way staff reach them (as the demo editor, admissions
 * officer and reviewer), so the console's queue, dashboard and audit log have something to show.
 */
async function reviewWorkflow(
  payload: Payload,
  d: { draftNews: number[]; newsCategory: number; cover: number; now: number },
) {
  const staff = async (role: string) => {
    const account = DEMO_STAFF.find((s) => s.roles.includes(role as never))!
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: account.email } } })
    return { ...docs[0]!, collection: 'users' as const }
  }
  const [editor, admissions, reviewer] = await Promise.all([
    staff('editor'),
    staff('admissions'),
    staff('reviewer'),
  ])
  const as = { overrideAccess: false, depth: 0, draft: true } as const
  // A step of a draft news article's review, taken by `user` as in the console.
  const review = (
    id: number,
    data: { review_state: 'pending' | 'returned'; review_comment?: string },
    user: typeof editor,
  ) => payload.update({ ...as, collection: 'news', id, data, user })
  // Publishing or withdrawing a document `days` from now, queued as the reviewer's console does.
  const schedule = (
    type: 'publish' | 'unpublish',
    relationTo: 'news' | 'enroll-news',
    id: number,
    days: number,
  ) =>
    payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: new Date(d.now + days * DAY),
      input: { type, doc: { relationTo, value: id }, user: { relationTo: 'users', value: reviewer.id } },
    })

  // Submitted and waiting; sent back with a comment; the third stays an editor's draft.
  await review(d.draftNews[0]!, { review_state: 'pending' }, editor)
  await review(d.draftNews[1]!, { review_state: 'pending' }, editor)
  await review(
    d.draftNews[1]!,
    {
      review_state: 'returned',
      review_comment: '请补充调整涉及的部门名单和搬迁时间，删去内部联系电话后重新提交。',
    },
    reviewer,
  )

  // A warning to applicants that quotes listed words: the reviewer sees the matches before publishing.
  const summary =
    '近期有不法分子冒用我校名义，以“代考包过”“刷学分”为诱饵收取费用。我校从未委托任何机构或个人代办学籍、代考，请广大考生提高警惕。'
  await payload.create({
    ...as,
    collection: 'enroll-news',
    data: {
      _status: 'draft',
      review_state: 'pending',
      category_type: 'adult',
      title: '关于警惕冒用我校名义招生诈骗的提醒',
      summary,
      cover: d.cover,
      content: lexical([summary, '如发现可疑情况，请及时拨打招生咨询电话核实，或向当地公安机关报案。']),
      author: '招生办公室',
      source: '天府开放大学',
      published_at: new Date(d.now).toISOString(),
    },
    user: admissions,
  })

  // Approved for a set time: published by the job queue three days from now.
  const holiday = await payload.create({
    ...as,
    collection: 'news',
    data: {
      _status: 'draft',
      review_state: 'pending',
      category: d.newsCategory,
      title: '关于元旦假期校园开放安排的通知',
      summary: '元旦假期期间，图书馆、学习中心按假期时间开放，具体安排如下。',
      cover: d.cover,
      content: lexical([
        '元旦假期期间，图书馆、学习中心按假期时间开放，具体安排如下。',
        '### 图书馆',
        '每日 9:00—17:00 开放。',
      ]),
      author: '党委宣传部',
      source: '天府开放大学新闻网',
      published_at: new Date(d.now + 3 * DAY).toISOString(),
    },
    user: editor,
  })
  await payload.update({
    collection: 'news',
    id: holiday.id,
    data: { review_state: 'scheduled' },
    draft: true,
    depth: 0,
  })
  await schedule('publish', 'news', holiday.id, 3)

  // A notice that expires: the latest enrolment notice leaves the site in thirty days.
  const { docs } = await payload.find({
    collection: 'enroll-news',
    sort: '-published_at',
    limit: 1,
    depth: 0,
  })
  await schedule('unpublish', 'enroll-news', docs[0]!.id, 30)
}

/** A well-formed 18-digit ID number from its first 17 digits (GB 11643 check digit). */
function idCard(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = [...first17].reduce((acc, d, i) => acc + Number(d) * weights[i]!, 0)
  return first17 + '10X98765432'[sum % 11]
}

/** Practical courses are assessed in practice, language courses online, the rest by the usual mix. */
function examTypeOf(name: string, common: boolean, rand: Rand): string {
  if (/实训|技能|实务|实践/.test(name)) return '实践考核'
  if (/英语/.test(name)) return '网络终结性考试'
  if (common) return rand.pick(['形成性考核+终结性考试', '网络终结性考试'])
  return rand.pick(EXAM_TYPES.filter((t) => t !== '实践考核'))
}

const gradeWord = (points: number) =>
  points >= 90 ? '优秀' : points >= 80 ? '良好' : points >= 70 ? '中等' : '及格'
