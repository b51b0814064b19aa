import { z } from 'zod'

// Imported for its effect by every module that builds schemas (common.ts, calls/define.ts), so a
// form that loads only its own schema gets it too.

// Chinese validation messages for every schema, on both sides of the wire.
z.config(z.locales.zhCN())
// In the browser the site's CSP allows no eval: zod must not probe `new Function` (a reported
// violation) to compile its parsers. Servers keep the faster compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true })
