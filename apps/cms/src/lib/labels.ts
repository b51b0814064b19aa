/** The label of each value of a `{ label, value }` option list: how a stored value is shown. */
export const labelMap = <O extends readonly { label: string; value: string }[]>(options: O) =>
  Object.fromEntries(options.map((o) => [o.value, o.label])) as Record<O[number]['value'], string>

/**
 * A `{ label, value }` option list (Payload's select options) written as `value: label` pairs, in
 * their order: a list of codes and their Chinese names reads as one table.
 */
export const optionsOf = <const M extends Record<string, string>>(labels: M) =>
  Object.entries(labels).map(([value, label]) => ({ label, value })) as {
    [K in keyof M & string]: { label: M[K]; value: K }
  }[keyof M & string][]
