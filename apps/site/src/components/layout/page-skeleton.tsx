/** Skeleton shown while a page's data loads (used by the leaf `loading.tsx` files). */
export function PageSkeleton() {
  return (
    <div className="container loading" role="status" aria-live="polite">
      <div className="skeleton skeleton-banner" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line short" />
      <div className="skeleton skeleton-line" />
      <span className="sr-only">正在加载…</span>
    </div>
  )
}
