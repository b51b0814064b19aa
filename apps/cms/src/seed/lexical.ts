/** The Lexical JSON a rich-text field stores, as the generated types describe it. */
export interface RichText {
  root: {
    type: string
    children: { type: string; version: number; [k: string]: unknown }[]
    direction: 'ltr' | 'rtl' | null
    format: 'left' | 'start' | 'center' | 'right' | 'end' | 'justify' | ''
    indent: number
    version: number
  }
  [k: string]: unknown
}

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const block = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

/**
 * Rich text from plain blocks: a block starting with `## ` becomes an h2 heading, `### ` an h3,
 * anything else a paragraph.
 */
export function lexical(blocks: readonly string[]): RichText {
  return {
    root: {
      type: 'root',
      ...block,
      format: '',
      children: blocks.map((b) => {
        const heading = /^(#{2,3}) (.*)$/.exec(b)
        if (heading) {
          return {
            type: 'heading',
            tag: heading[1] === '##' ? 'h2' : 'h3',
            ...block,
            children: [text(heading[2]!)],
          }
        }
        return { type: 'paragraph', ...block, textFormat: 0, textStyle: '', children: [text(b)] }
      }),
    },
  }
}
