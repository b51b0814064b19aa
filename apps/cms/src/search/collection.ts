import type { CollectionConfig } from 'payload'
import { crudFor } from '@/access/roles'

/**
 * One row per published, searchable document; kept in step by search/hooks.ts. On SQLite an FTS5
 * table follows it through triggers; on PostgreSQL a pg_trgm index covers title and body
 * (migrations `*_search_index`, `*_site_media_search`), the site a column of both.
 */
export const SearchDocs: CollectionConfig = {
  slug: 'search-docs',
  admin: { hidden: true },
  access: crudFor(),
  indexes: [{ fields: ['source', 'source_id'], unique: true }],
  fields: [
    { name: 'source', type: 'text', required: true },
    { name: 'source_id', type: 'number', required: true },
    { name: 'type', type: 'text', required: true, index: true },
    // The site whose search finds it (站群): its own site's for site-scoped content, else the portal's.
    { name: 'site', type: 'number', index: true },
    { name: 'title', type: 'text', required: true },
    { name: 'body', type: 'textarea' },
    { name: 'published_at', type: 'date' },
    { name: 'ref', type: 'json' },
    // Tokens for the SQLite full-text index (search/tokens.ts): title and body, characters and bigrams.
    { name: 'tu', type: 'textarea' },
    { name: 'tb', type: 'textarea' },
    { name: 'bu', type: 'textarea' },
    { name: 'bb', type: 'textarea' },
  ],
}
