/** The proxy bench's fixed figures: its token, load shape and goals. */
export const TOKEN = 'bench-token-0123456789abcdef0123456789';
export const CONNECTIONS = 32;
export const WARMUP_MS = 1_000;
/** Fresh processes run several times slower until the JIT has settled (measured: ~4 s here). */
export const SETTLE_MS = 4_000;
export const DURATION_MS = 5_000;
export const ROUNDS = 2;
export const GOAL = 0.45;
/** `npm start` (the service in a worker thread of the proxy's process): proxied ÷ the service's own. */
export const START_GOAL = 0.6;
/** CPU of the proxy process per proxied request. */
export const PROXY_CPU_GOAL_MICROS = 90;
export const OBSERVABILITY_GOAL = 0.9;
export const OBSERVABILITY_ROUNDS = 4;
