export * from './idempotency-key';
export * from './request-fingerprint';
export * from './idempotency-record';
export * from './idempotency-decision';
