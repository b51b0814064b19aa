import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { PayloadRequest } from 'payload'
import { reviewedSchedulePublish } from './schedule'

/** A console request against a stub Payload that records every write. */
function stub(roles: string[], jobs: Record<string, unknown>) {
  const writes: string[] = []
  const collection = (editorRoles: string[]) => ({
    config: { versions: { drafts: true }, custom: { editorRoles } },
  })
  const payload = {
    collections: { news: collection(['editor']), links: collection(['editor']) },
    findByID: async ({ collection, id }: { collection: string; id: string }) =>
      collection === 'payload-jobs'
        ? (jobs[String(id)] ?? null)
        : { id, title: 'x', review_state: 'scheduled' },
    findGlobal: async () => ({ review_required: ['news'] }),
    delete: async () => void writes.push('delete'),
    update: async () => void writes.push('update'),
    create: async () => void writes.push('create'),
    db: { find: async () => ({ docs: [] }) },
    jobs: { queue: async () => void writes.push('queue') },
    config: { admin: { user: 'users' } },
    logger: { error: () => {} },
  }
  const req = {
    payload,
    user: { id: 7, collection: 'users', roles },
    headers: new Headers(),
    i18n: { t: (k: string) => k },
    t: (k: string) => k,
  } as unknown as PayloadRequest
  return { req, writes }
}

const newsJob = {
  taskSlug: 'schedulePublish',
  input: { type: 'publish', doc: { relationTo: 'news', value: 5 } },
}

describe('scheduled publishing', () => {
  it('refuses a mailbox user who cancels an editor’s scheduled publish', async () => {
    const { req, writes } = stub(['mailbox'], { '1': newsJob })
    const r = (await reviewedSchedulePublish({ req, deleteID: 1 } as never)) as { error?: string }
    assert.match(r.error ?? '', /审核员/)
    assert.deepEqual(writes, [])
  })

  it('refuses to cancel a schedule of a collection one may not publish while scheduling another', async () => {
    // An editor may publish links (no review there) but not news (reviewed).
    const { req, writes } = stub(['editor'], { '1': newsJob })
    const r = (await reviewedSchedulePublish({
      req,
      deleteID: 1,
      doc: { relationTo: 'links', value: 3 },
      type: 'publish',
    } as never)) as { error?: string }
    assert.match(r.error ?? '', /审核员/)
    assert.deepEqual(writes, [])
  })

  it('refuses jobs that are not scheduled publishes, and targets without drafts', async () => {
    const { req, writes } = stub(['admin'], { '2': { taskSlug: 'notifyDigest', input: {} } })
    const job = (await reviewedSchedulePublish({ req, deleteID: 2 } as never)) as { error?: string }
    assert.ok(job.error)
    const global = (await reviewedSchedulePublish({
      req,
      global: { slug: 'site-settings' },
      type: 'publish',
    } as never)) as {
      error?: string
    }
    assert.ok(global.error)
    assert.deepEqual(writes, [])
  })
})
