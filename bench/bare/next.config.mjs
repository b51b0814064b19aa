/** The bare baseline page of bench/lighthouse.ts (built into bench/bare/.next, not shipped). */
export default { reactStrictMode: true }
