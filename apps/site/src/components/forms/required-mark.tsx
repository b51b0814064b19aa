/** The visible “*” of a required field (screen readers get `aria-required` instead). */
export function RequiredMark() {
  return (
    <span className="required" aria-hidden="true">
      {' '}
      *
    </span>
  )
}
