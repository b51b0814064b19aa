/** The label of each value of a `{ label, value }` option list: how a stored value is shown. */
export const labelMap = <O extends readonly { label: string; value: string }[]>(options: O) =>
  Object.fromEntries(options.map((o) => [o.value, o.label])) as Record<O[number]['value'], string>
