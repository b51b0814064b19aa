// Any path no page or API owns: a small 404 page (the console has its own under /admin, the
// public API its JSON envelope under /api).
const page = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><meta name="robots" content="noindex">
<title>页面不存在</title><body style="font-family:sans-serif;margin:4rem auto;max-width:32rem;color:#333">
<h1>页面不存在</h1><p>您访问的地址不存在。工作人员请前往 <a href="/admin">内容管理平台</a>。</p></body></html>`

const notFound = () =>
  new Response(page, {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })

export {
  notFound as GET,
  notFound as HEAD,
  notFound as POST,
  notFound as PUT,
  notFound as DELETE,
  notFound as PATCH,
}
