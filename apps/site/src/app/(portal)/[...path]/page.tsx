import { EditorPage, editorPageMeta, nestedPagePath } from '../_lib/editor-page'

type Params = Promise<{ path: string[] }>

export async function generateMetadata({ params }: { params: Params }) {
  return editorPageMeta(await nestedPagePath((await params).path))
}

/**
 * Columns the school placed at the top of the site (`/about`) or below another column, to any
 * depth (`/about/contact-us/map`). Every fixed route is more specific and answers first; any
 * other address is a 404 unless the published column tree has it.
 */
export default async function NestedEditorPage({ params }: { params: Params }) {
  return <EditorPage path={await nestedPagePath((await params).path)} />
}
