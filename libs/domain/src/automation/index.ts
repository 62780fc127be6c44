// Public API of automations: the model, the condition syntax, the create/update rules, the ports.
export type {
  Automation,
  AutomationAction,
  AutomationActionType,
  AutomationTrigger,
  SendWebhookAction,
  UpdateDealAction,
} from './automation';
export {
  ACTION_TYPE_FOR_TRIGGER,
  AUTOMATION_TRIGGERS,
  isAutomationTrigger,
  sendWebhookActions,
} from './automation';
export type {
  Condition,
  ConditionField,
  ConditionFieldKind,
  ConditionOp,
  ConditionResult,
  ConditionValue,
  DealChangeConditionField,
  ReceivedConditionField,
} from './condition';
export {
  ALWAYS_SET_FIELDS,
  CONDITION_FIELDS,
  CONDITION_FIELD_KINDS,
  CONDITION_OPS,
  RECEIVED_CONDITION_FIELDS,
  RECEIVED_CONDITION_OPS,
} from './condition';
export { MAX_CONDITIONS, MAX_IN_VALUES, parseConditions } from './condition.parser';
export { evaluateConditions, evaluateReceivedConditions, matchesConditions } from './condition.matcher';
export { planDealChangeOutbox, planEventDeliveries } from './deal-change-deliveries.rule';
export { TEST_RECEIPT_WARNINGS, buildTestReceipt } from './test-receipt.builder';
export type { TestReceipt, TestReceiptInput } from './test-receipt.builder';
export type { DealChangeOutboxInput } from './deal-change-deliveries.rule';
export { MAX_ACTIONS, parseActions } from './action-input.parser';
export { MAX_MESSAGE_LENGTH } from './action-settings.rules';
export type { ActionRuleOptions, ActionSpec } from './action-input.parser';
export { MAX_AUTOMATION_NAME_LENGTH } from './automation-field.rules';
export { parseAutomationPatch, parseNewAutomation } from './requests/automation.request';
export type { AutomationPatch, AutomationSpec } from './requests/automation.request';
export { applyAutomationPatch, newAutomation } from './automation.factory';
export type { AutomationFactoryDeps } from './automation.factory';
export {
  AUTOMATION_SECRET_PREFIXES,
  AUTOMATION_SECRET_RANDOM_BYTES,
  formatAutomationSecret,
} from './automation-secret';
export type { AutomationSecretIssuer, AutomationSecretKind } from './automation-secret';
export type { AutomationRepository } from './automation.repository';
export type { AutomationLimits, SpaceAutomationCounts } from './automation-limits';
export { addedWebhookActions, checkAutomationLimits, DEFAULT_AUTOMATION_LIMITS } from './automation-limits';
