import assert from 'node:assert/strict'

/** Asserts that `f` gives `expected` for every input: a table of cases, each named by its input. */
export function assertEach<I, O>(inputs: readonly I[], f: (input: I) => O, expected: O) {
  for (const input of inputs) assert.equal(f(input), expected, String(input))
}
