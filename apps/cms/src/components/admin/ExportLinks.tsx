/** The two download buttons of every console export: the same address as .xlsx and as .csv. */
export function ExportLinks({ href }: { href: (format: 'xlsx' | 'csv') => string }) {
  return (
    <>
      <a className="ou-btn" href={href('xlsx')}>
        导出 Excel
      </a>
      <a className="ou-btn" href={href('csv')}>
        导出 CSV
      </a>
    </>
  )
}
