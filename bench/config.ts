// Shared benchmark settings: how long each measured run lasts and how many connections it uses.
export const BENCH_DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
export const BENCH_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
