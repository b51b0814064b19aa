'use client'
import { useField } from '@payloadcms/ui'
import '../admin.scss'

/** The listed words the last save found in the text, as a warning the reviewer cannot miss. */
export function SensitiveMatches({ path }: { path: string }) {
  const { value } = useField<string>({ path })
  if (!value) return null
  return (
    <div className="ou-sensitive" role="alert">
      <strong>敏感词提醒</strong>
      <p>
        稿件含有敏感词：<span className="ou-sensitive__words">{value}</span>
      </p>
      <p>发布前请核对上下文；确认无误后勾选下方“已核对敏感词，确认发布”。</p>
    </div>
  )
}
