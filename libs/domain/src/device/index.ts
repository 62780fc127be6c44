// Public API of the device authorization flow (RFC 8628, CONTRACT §2 Device flow).
export type { RandomSource } from './random-source.port';
export {
  USER_CODE_ALPHABET,
  USER_CODE_LENGTH,
  formatUserCode,
  generateUserCode,
  normalizeUserCode,
} from './user-code';
export {
  DEVICE_CODE_LENGTH,
  DEVICE_CODE_RANDOM_BYTES,
  deviceCodeHash,
  formatDeviceCode,
  isWellFormedDeviceCode,
} from './device-code';
export {
  DEFAULT_DEVICE_SCOPE,
  DEVICE_AUTHORIZATION_RETENTION_MS,
  DEVICE_AUTHORIZATION_STATUSES,
  DEVICE_CODE_LIFETIME_MS,
  POLL_INTERVAL_SECONDS,
  SLOW_DOWN_STEP_SECONDS,
  isDeviceAuthorizationStatus,
  newDeviceAuthorization,
} from './device-authorization';
export type { DeviceAuthorization, DeviceAuthorizationStatus } from './device-authorization';
export { decidePoll } from './device-poll.policy';
export type { DevicePollError, PollDecision } from './device-poll.policy';
export { decideApproval } from './device-approval.policy';
export type { ApprovalDecision } from './device-approval.policy';
export {
  MAX_WRONG_USER_CODES,
  NO_APPROVAL_ATTEMPTS,
  WRONG_USER_CODE_WINDOW_MS,
  afterWrongUserCode,
  approvalLockedFor,
} from './approval-attempts.policy';
export type { ApprovalAttempts } from './approval-attempts.policy';
export type {
  DeviceApprovalAttemptRepository,
  DeviceAuthorizationRepository,
} from './device-authorization.repository';
export {
  DEVICE_APPROVAL_REQUEST_RULES,
  DEVICE_CODE_GRANT_TYPE,
  DEVICE_CODE_REQUEST_RULES,
  DEVICE_TOKEN_REQUEST_RULES,
  MAX_CLIENT_ID,
  MAX_DEVICE_POLL_FIELD,
  MAX_USER_CODE_INPUT,
  parseDeviceApprovalRequest,
  parseDeviceCodeRequest,
  parseDeviceTokenRequest,
} from './requests/device.request';
