import { tracing } from './tracing';
import { runAppProcess } from '@deal/nest-kit';
import { parseWebhookInConfig } from './config/webhook-in-config';
import { startWebhookIn } from './start-webhook-in';

/**
 * `npm run start:webhook-in`: one webhook-in process (CONTRACT §1). A bad environment stops it at
 * once. SIGINT/SIGTERM close the app, then the database (a second signal exits at once).
 */
runAppProcess({ name: 'webhook-in', configure: parseWebhookInConfig, start: startWebhookIn, tracing });
