import * as throttlerConstants from '@nestjs/throttler/dist/throttler.constants';
import {
  THROTTLER_BLOCK_DURATION,
  THROTTLER_KEY_GENERATOR,
  THROTTLER_LIMIT,
  THROTTLER_SKIP,
  THROTTLER_TRACKER,
  THROTTLER_TTL,
} from './api-throttler.guard';

/**
 * The guard keeps each route's throttler settings after one reading of its metadata, under the
 * keys @nestjs/throttler's decorators write; the package does not export them, so an upgrade that
 * renamed one would silently stop `@SkipThrottle()` from skipping. Its behaviour (who is counted,
 * 429s, skipped routes) is covered end to end by rate-limit.e2e-spec.ts and path-spelling.e2e-spec.ts.
 */
describe('ApiThrottlerGuard metadata keys', () => {
  it('are the keys of the installed @nestjs/throttler', () => {
    expect({
      THROTTLER_LIMIT,
      THROTTLER_TTL,
      THROTTLER_TRACKER,
      THROTTLER_KEY_GENERATOR,
      THROTTLER_SKIP,
      THROTTLER_BLOCK_DURATION,
    }).toEqual({
      THROTTLER_LIMIT: throttlerConstants.THROTTLER_LIMIT,
      THROTTLER_TTL: throttlerConstants.THROTTLER_TTL,
      THROTTLER_TRACKER: throttlerConstants.THROTTLER_TRACKER,
      THROTTLER_KEY_GENERATOR: throttlerConstants.THROTTLER_KEY_GENERATOR,
      THROTTLER_SKIP: throttlerConstants.THROTTLER_SKIP,
      THROTTLER_BLOCK_DURATION: throttlerConstants.THROTTLER_BLOCK_DURATION,
    });
  });
});
