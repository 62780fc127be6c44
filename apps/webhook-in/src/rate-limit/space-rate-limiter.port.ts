/** Whether a space may have one more incoming webhook applied now (SPEC §8, CONTRACT §3). */
export interface SpaceRateLimiter {
  take(spaceId: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  close(): Promise<void>;
}
