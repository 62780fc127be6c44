import { tracing } from './tracing';
import { runAppProcess } from '@deal/nest-kit';
import { parseApiConfig } from './config/api-config';
import { startApi } from './start-api';

/**
 * `npm run start:api`: one api process (CONTRACT §1). A bad environment stops it at once.
 * SIGINT/SIGTERM: not ready at once, serving for SHUTDOWN_DRAIN_MS, then the app closes (requests in
 * flight finish) and the database; all within SHUTDOWN_TIMEOUT_MS (a second signal exits at once).
 */
runAppProcess({ name: 'api', configure: parseApiConfig, start: startApi, tracing });
