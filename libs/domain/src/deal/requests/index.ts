export * from './deal-field.rules';
export * from './create-deal.request';
export * from './update-deal.request';
export * from './add-phase.request';
export * from './edit-phase.request';
export * from './move-deal-status.request';
