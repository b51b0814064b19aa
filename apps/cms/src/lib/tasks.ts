import type { Field, TaskConfig } from 'payload'

type InputOutput = { input: object; output: object }

/**
 * A task scheduled on the `maintenance` queue (run by the jobs leader, lib/jobsLeader.ts), whose
 * output is a few required values, each a count (`number`) or a `text`, as the jobs list shows them.
 */
export const maintenanceTask = <IO extends InputOutput>(
  cron: string,
  outputs: Record<keyof IO['output'] & string, 'number' | 'text'>,
  task: Omit<TaskConfig<IO>, 'schedule' | 'outputSchema'>,
): TaskConfig<IO> => ({
  ...task,
  schedule: [{ cron, queue: 'maintenance' }],
  // Two alike branches: each narrows `type` to one member of Payload's field union.
  outputSchema: Object.entries<'number' | 'text'>(outputs).map(([name, type]) =>
    type === 'number' ? { name, type, required: true } : { name, type, required: true },
  ) satisfies Field[],
})
