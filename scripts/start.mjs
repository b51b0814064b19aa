// Starts the built cms (:3001) and site (:3000). The cms applies pending migrations as it starts.
//   node scripts/start.mjs         production servers (run `npm run build` first)
//   node scripts/start.mjs --dev   development servers with hot reload
import {
  cmsDir,
  cmsServer,
  loadDotEnv,
  nextBin,
  serve,
  siteDir,
  siteServer,
  stopAll,
  waitFor,
} from './lib/proc.mjs'

loadDotEnv()
const dev = process.argv.includes('--dev')
const cmsPort = process.env.CMS_PORT ?? '3001'
const sitePort = process.env.SITE_PORT ?? '3000'
const cmsUrl = `http://127.0.0.1:${cmsPort}`
// The console at both loopback names; links in mails name the first. The site is told them too:
// they alone may frame its draft previews (实时预览).
const consoleUrls = process.env.CMS_PUBLIC_URL ?? `http://localhost:${cmsPort},http://127.0.0.1:${cmsPort}`

const cms = serve('cms', process.execPath, [cmsServer, '-p', cmsPort, ...(dev ? ['--dev'] : [])], {
  cwd: cmsDir,
  env: {
    NODE_OPTIONS: '--no-deprecation',
    SITE_URL: process.env.SITE_URL ?? `http://127.0.0.1:${sitePort}`,
    CMS_PUBLIC_URL: consoleUrls,
  },
})
await waitFor(`${cmsUrl}/api/system.Health/check`, cms, 180_000)
const [siteCmd, siteArgs] = dev ? [nextBin, ['dev']] : [process.execPath, [siteServer]]
const site = serve('site', siteCmd, [...siteArgs, '-p', sitePort], {
  cwd: siteDir,
  env: {
    API_BASE_URL: process.env.API_BASE_URL ?? cmsUrl,
    PUBLIC_API_BASE_URL: process.env.PUBLIC_API_BASE_URL ?? `http://localhost:${cmsPort}`,
    CMS_PUBLIC_URL: consoleUrls,
  },
})
await waitFor(`http://127.0.0.1:${sitePort}/`, site, 180_000)
console.log(`\n  site:    http://localhost:${sitePort}\n  console: http://localhost:${cmsPort}/admin\n`)
await new Promise((resolve) => {
  cms.on('exit', resolve)
  site.on('exit', resolve)
})
await stopAll()
process.exit(1)
