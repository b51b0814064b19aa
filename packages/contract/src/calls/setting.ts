import { z } from 'zod'
import { listData, listFilter, noInput, siteInput, siteParam } from '../common'
import { SITE_PATH } from '../pages'
import * as E from '../entities'
import { def } from './define'

export const settingCalls = {
  'setting.Site/list': def({
    summary: '站群：各站点（门户、分校、学院、部门、专题），已停用的也在内，由站点按状态显示',
    request: noInput,
    data: z.object({ list: z.array(E.site) }),
  }),
  'setting.Site/info': def({
    summary:
      '站群：一个站点（按路径 slug；缺省为门户）。已停用的站点照常回答（status 为 closed），其栏目与新闻也照常可查，内容不删；由站点页面按状态答 410',
    request: z.object({ site: siteParam }).optional().default({}),
    data: E.site,
  }),
  'setting.Setting/setting': def({
    summary: '站点设置、新媒体矩阵、服务与友情链接',
    request: noInput,
    data: E.siteSettings,
  }),
  'setting.Carousel/list': def({
    summary: '首页轮播图（站群：按站点 site；缺省为门户）',
    request: siteInput,
    data: listData(E.carousel),
  }),
  'setting.Redirect/list': def({
    summary: '跳转规则（旧网站地址、迁移后的页面）',
    request: noInput,
    data: z.object({ list: z.array(E.redirect) }),
  }),
  'setting.Redirect/hit': def({
    summary: '记录跳转次数（站点每隔几秒汇总上报一条跳转的次数）',
    request: z.object({
      from: z.string({ error: '请提供原地址' }).max(500, '地址过长'),
      count: z
        .number({ error: '次数必须是正整数' })
        .int('次数必须是正整数')
        .min(1, '次数必须是正整数')
        .max(100_000, '次数过大'),
    }),
    /** The redirect's total after counting (0 when no redirect has this address). */
    data: z.object({ from: z.string(), hits: z.number().int().min(0) }),
  }),
  'setting.Notice/info': def({
    summary: '全站通知（未到期的一条；站点按开始、结束时间显示）',
    request: noInput,
    data: z.object({ notice: E.notice.nullable() }),
  }),
  'setting.Preview/info': def({
    summary: '草稿预览（预览链接的令牌）',
    request: z.object({
      token: z
        .string({ error: '请提供预览令牌' })
        .trim()
        .min(10, '预览链接无效')
        .max(400, '预览链接无效')
        .regex(/^[A-Za-z0-9._-]+$/, '预览链接无效'),
      /**
       * The console's live preview only: the editor's unsaved form values (title, summary, content,
       * layout…), shown over the saved draft and never stored. Ignored for shared preview links.
       */
      draft: z.record(z.string(), z.unknown()).optional(),
    }),
    data: E.preview,
  }),
  'setting.Navigation/info': def({
    summary: '导航：页头菜单、页脚链接组、各栏目侧边导航',
    request: noInput,
    data: E.navigation,
  }),
  'setting.Page/info': def({
    summary: '编辑创建的栏目页或单页（按路径）',
    request: z.object({
      path: z
        .string({ error: '请提供页面路径' })
        .trim()
        .max(200, '页面路径不能超过 200 个字符')
        .regex(SITE_PATH, '页面路径格式不正确'),
      /** 站群: the page of this site (its path as stored, `/{slug}`); the portal's without it. */
      site: siteParam,
    }),
    data: E.pageDetail,
  }),
  'setting.Page/tree': def({
    summary:
      '栏目树：已发布的全部栏目与页面（按后台排列的顺序；侧边导航与面包屑由此而来）；站群：按 site 为该站点的页面，缺省为门户',
    request: siteInput,
    data: z.object({ list: z.array(E.pageNode) }),
  }),
  'setting.Page/list': def({
    summary: '编辑创建的页面列表（站点地图）；站群：按 site 为该站点的页面，缺省为门户',
    request: listFilter.extend({ site: siteParam }),
    data: listData(E.pageSummary),
  }),
}
