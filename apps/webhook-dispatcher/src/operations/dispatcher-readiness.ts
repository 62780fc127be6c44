import type { ReadinessCheck } from '@deal/nest-kit';
import type { Dispatcher } from '../dispatcher/dispatcher';

/** Ready only while the worker runs (not before it started, nor once it was told to stop). */
export function dispatcherCheck(dispatcher: Dispatcher): ReadinessCheck {
  return {
    name: 'dispatcher',
    problem: async () => (dispatcher.state === 'running' ? null : dispatcher.state),
  };
}
