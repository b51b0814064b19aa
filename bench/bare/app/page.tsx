/** A heading and a paragraph of Chinese text: what every page of the site has at least. */
export default function Page() {
  return (
    <main>
      <h1>天府开放大学</h1>
      <p>开放教育、成人教育、社区教育与老年教育，为每一位学习者提供终身学习的机会。</p>
    </main>
  )
}
