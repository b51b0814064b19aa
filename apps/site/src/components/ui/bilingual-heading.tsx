/** A heading in Chinese with its English name after it (`<span lang="en">`, styled as a subtitle). */
export function BilingualHeading({
  zh,
  en,
  id,
  className,
}: {
  zh: string
  en: string
  id?: string
  className?: string
}) {
  return (
    <h2 id={id} className={className}>
      {zh}
      <span lang="en">{en}</span>
    </h2>
  )
}
