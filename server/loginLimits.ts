/** Failed sign-ins allowed per account and per address within a window; the next attempt then waits (429). */
export interface LoginLimits { perAccount: number; perAddress: number; windowMs: number }

/** Ten failed sign-ins a minute for an account, fifty from an address (an office behind one NAT). */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccount: 10, perAddress: 50, windowMs: 60_000 };
