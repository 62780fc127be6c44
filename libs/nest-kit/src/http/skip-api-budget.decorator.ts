import { SkipThrottle } from '@nestjs/throttler';

/** The name of the one throttler of the api: the `/v1` budget of CONTRACT §2. */
export const API_THROTTLER = 'api';

/**
 * Marks a controller or handler whose requests do not spend the API budget: the web application's
 * pages (a session, and a sign-in limit of their own) and the operators' probes. Everything else
 * that answers a request counts, whatever the spelling of the path that reached it.
 */
export const SkipApiBudget = () => SkipThrottle({ [API_THROTTLER]: true });
