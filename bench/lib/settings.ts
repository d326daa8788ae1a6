/** A numeric bench setting from the environment (BENCH_*), or its default. */
export const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
