'use client'

import { FieldLabel, useField } from '@payloadcms/ui'

/** A password box for the current password (never shown, never stored). */
export function CurrentPasswordField({ path }: { path: string }) {
  const { value, setValue } = useField<string>({ path })
  return (
    <div className="field-type text" style={{ marginBottom: 'var(--spacing-field)' }}>
      <FieldLabel label="当前密码" path={path} />
      <input
        id={`field-${path}`}
        name={path}
        type="password"
        autoComplete="current-password"
        value={value ?? ''}
        onChange={(e) => setValue(e.target.value)}
      />
      <div className="field-description">修改自己的邮箱或密码时必填。</div>
    </div>
  )
}
