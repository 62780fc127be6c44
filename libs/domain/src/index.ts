/**
 * The deal pricing domain: pure TypeScript, no framework, no I/O. Adapters (apps, persistence)
 * depend on it; it depends on nothing. This file is the library's only public entry.
 */
export * from './shared';
export * from './deal';
export * from './reschedule';
export * from './pricing';
export * from './pipeline';
export * from './space';
export * from './identity';
export * from './credentials';
export * from './access';
export * from './device';
export * from './outbound-webhooks';
export * from './webhook-in';
export * from './automation';
export * from './idempotency';
export * from './event-feed';
export * from './email';
export * from './ports';
export * from './use-cases';
