import type { GlobalConfig } from 'payload'
import { managedBy } from '@/access/roles'
import { revalidateGlobal } from '@/hooks/revalidate'

/**
 * A global the editors keep (site settings, school overview, formats overview): editors read and
 * change it, and saving it refreshes the site's pages built from `controllers`.
 */
export const editorGlobal = (
  controllers: Parameters<typeof revalidateGlobal>[0],
  config: Omit<GlobalConfig, 'access' | 'hooks'>,
): GlobalConfig => ({
  ...config,
  access: { read: managedBy('editor'), update: managedBy('editor') },
  hooks: { afterChange: [revalidateGlobal(controllers)] },
})
