import { EditorPage, editorPageMeta, sectionPagePath } from '../../_lib/editor-page'

type Params = Promise<{ slug: string }>

export async function generateMetadata({ params }: { params: Params }) {
  return editorPageMeta(sectionPagePath('featured', (await params).slug))
}

/** An editor's page under this section (栏目/单页); the section's own routes are folders beside it. */
export default async function FeaturedEditorPage({ params }: { params: Params }) {
  return <EditorPage path={sectionPagePath('featured', (await params).slug)} />
}
