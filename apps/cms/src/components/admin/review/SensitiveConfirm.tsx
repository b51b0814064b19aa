'use client'
import { CheckboxField, useDocumentInfo } from '@payloadcms/ui'
import type { CheckboxFieldClientProps } from 'payload'

/** The reviewer's confirmation of the sensitive-word matches; only people who may publish see it. */
export function SensitiveConfirm(props: CheckboxFieldClientProps) {
  const { hasPublishPermission } = useDocumentInfo()
  return hasPublishPermission ? <CheckboxField {...props} /> : null
}
