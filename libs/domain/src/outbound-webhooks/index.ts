// Outbound webhooks, in the order an event travels: the outbox rows a committed deal change writes
// (outbox/), the payload and signature a receiver gets (payload/), and the delivery rules: where
// the service may connect, when it retries (delivery/). The automations that decide which changes
// go out live in automation/.
export * from './outbox';
export * from './payload';
export * from './delivery';
