'use client'
import { Button, toast } from '@payloadcms/ui'
import { useState } from 'react'
import '../admin.scss'

const TASKS = [
  { task: 'notifyDigest', label: '立即发送每日摘要', done: '摘要已发送（没有新内容时不发送）' },
  { task: 'purgeAuditLog', label: '立即清理过期日志', done: '过期日志已清理' },
]

/** Runs a maintenance task now instead of at its scheduled time. */
export function RunTasks() {
  const [busy, setBusy] = useState('')
  const run = async (task: string, done: string) => {
    setBusy(task)
    try {
      const res = await fetch(`/staff-api/jobs/${task}`, { method: 'POST', credentials: 'include' })
      const body = (await res.json()) as { message?: string }
      if (res.ok) toast.success(done)
      else toast.error(body.message ?? '执行失败')
    } finally {
      setBusy('')
    }
  }
  return (
    <div className="ou-import">
      <p className="ou-import__hint">这些任务平时按计划自动执行，也可以立即执行一次。</p>
      <div className="ou-import__row">
        {TASKS.map((t) => (
          <Button
            key={t.task}
            buttonStyle="secondary"
            size="small"
            disabled={Boolean(busy)}
            onClick={() => void run(t.task, t.done)}
          >
            {t.label}
          </Button>
        ))}
      </div>
    </div>
  )
}
