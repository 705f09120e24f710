export function postgresBin(): string;
export function freePort(): Promise<number>;
export type LocalPostgres = {
  url: string;
  port: number;
  start(): Promise<void>;
  stop(mode?: "smart" | "fast" | "immediate"): Promise<void>;
};
export function startPostgres(options: { directory: string; port: number }): Promise<LocalPostgres>;
export type LocalRedis = { url: string; port: number; start(): Promise<void>; stop(): Promise<void> };
export function startRedis(options: { port: number; directory?: string | null }): Promise<LocalRedis>;
export function ensureDatabase(server: LocalPostgres, name: string): void;
