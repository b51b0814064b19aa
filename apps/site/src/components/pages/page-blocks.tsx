import Link from '@/components/ui/link'
import type { PageBlock } from '@ou/contract'
import { TitleList } from '@/components/article/title-list'
import { DataTable } from '@/components/ui/data-table'
import { Img } from '@/components/ui/img'
import { Prose } from '@/components/ui/prose'
import { loadOptional } from '@/lib/api'
import { NEW_TAB } from '@/lib/links'
import { href } from '@/lib/routes'

type Block<T extends PageBlock['type']> = Extract<PageBlock, { type: T }>

const kb = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** The latest news of a category, read on its own so the list follows every publish (tag api:news.News). */
async function NewsList({ block }: { block: Block<'newsList'> }) {
  const c = block.category
  const data = c
    ? await loadOptional('news.News/list', { category_id: c.id, page: 1, limit: block.limit })
    : null
  return (
    <section className="pb-news" data-block="newsList">
      <div className="pb-head">
        <h2>{block.title}</h2>
        {c && (
          <Link href={href.newsCategory(c.path_name)} className="more">
            更多<span className="sr-only">{block.title}</span> →
          </Link>
        )}
      </div>
      {data?.list.length ? (
        <TitleList items={data.list} hrefFor={(id) => href.newsArticle(c!.path_name, id)} />
      ) : (
        <p className="pb-empty">暂无新闻</p>
      )}
    </section>
  )
}

function OneBlock({ block }: { block: PageBlock }) {
  switch (block.type) {
    case 'richText':
      return <Prose html={block.html} className="pb-rich" />
    case 'images':
      return (
        <figure className={block.images.length > 1 ? 'pb-gallery' : 'pb-image'} data-block="images">
          <div className="pb-images">
            {block.images.map((im, i) => (
              <Img key={i} image={im} alt={im.alt} sizes="(max-width: 800px) 100vw, 800px" />
            ))}
          </div>
          {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
      )
    case 'newsList':
      return <NewsList block={block} />
    case 'attachments':
      return (
        <section className="pb-files" data-block="attachments">
          {block.title && <h2>{block.title}</h2>}
          <ul>
            {block.files.map((f, i) => (
              <li key={i}>
                <a href={f.url} download>
                  {f.title}
                </a>
                <span className="pb-file-meta">
                  （{f.ext}
                  {f.size ? `，${kb(f.size)}` : ''}）
                </span>
              </li>
            ))}
          </ul>
        </section>
      )
    case 'table':
      return (
        <section className="pb-table" data-block="table">
          {block.caption && <h2>{block.caption}</h2>}
          <DataTable caption={block.caption || '表格'} columns={block.head}>
            {block.rows.map((r, i) => (
              <tr key={i}>
                {block.head.map((h, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {r[j] ?? ''}
                    </th>
                  ) : (
                    <td key={j} data-label={h}>
                      {r[j] ?? ''}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </DataTable>
        </section>
      )
    case 'button':
      return (
        <p className="pb-button" data-block="button">
          {block.external ? (
            <a className="btn btn-primary" href={block.href} {...NEW_TAB}>
              {block.label}
              <span className="sr-only">（在新标签页打开）</span>
            </a>
          ) : (
            <Link className="btn btn-primary" href={block.href}>
              {block.label}
            </Link>
          )}
        </p>
      )
    case 'video':
      return (
        <figure className="pb-video" data-block="video">
          <video
            controls
            preload="metadata"
            src={block.src}
            poster={block.poster?.url}
            aria-label={block.title || '视频'}
          >
            <a href={block.src}>下载视频</a>
          </video>
          {block.title && <figcaption>{block.title}</figcaption>}
        </figure>
      )
    case 'contact':
      return (
        <section className="pb-contact" data-block="contact" aria-label={`${block.name}联系方式`}>
          <h2>{block.name}</h2>
          <dl>
            {block.phone && (
              <>
                <dt>电话</dt>
                <dd>
                  <a href={`tel:${block.phone.replace(/[^\d+-]/g, '')}`}>{block.phone}</a>
                </dd>
              </>
            )}
            {block.email && (
              <>
                <dt>邮箱</dt>
                <dd>
                  <a href={`mailto:${block.email}`}>{block.email}</a>
                </dd>
              </>
            )}
            {block.address && (
              <>
                <dt>地址</dt>
                <dd>{block.address}</dd>
              </>
            )}
            {block.hours && (
              <>
                <dt>办公时间</dt>
                <dd>{block.hours}</dd>
              </>
            )}
          </dl>
        </section>
      )
  }
}

/** An editor's page (栏目/单页): its layout blocks in order. */
export function PageBlocks({ blocks }: { blocks: PageBlock[] }) {
  return (
    <div className="page-blocks" data-testid="page-blocks">
      {blocks.map((b, i) => (
        <OneBlock key={i} block={b} />
      ))}
    </div>
  )
}
