import type { Clock } from '@deal/domain';

export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}
