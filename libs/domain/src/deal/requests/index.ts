export * from './deal-field.rules';
export * from './deal.request';
