/** The school's logo (when set) and name over the console's title: the login page and the nav show it. */
export function Mark({ name, logo, size }: { name: string; logo?: string | null; size: number }) {
  return (
    <>
      {logo && <img src={logo} alt="" width={size} height={size} />}
      <div>
        <strong>{name}</strong>
        <span>内容管理平台</span>
      </div>
    </>
  )
}
