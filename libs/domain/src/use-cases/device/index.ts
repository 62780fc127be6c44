// Device login use cases (RFC 8628, CONTRACT §2 Device flow).
export type { DeviceRepositories, DeviceUnitOfWork } from './device-repositories';
export type { DeviceCodeGrant, RequestDeviceCodeDeps } from './request-device-code.use-case';
export { requestDeviceCode } from './request-device-code.use-case';
export type {
  DeviceTokenRefusal,
  IssuedDeviceToken,
  PollDeviceTokenDeps,
} from './poll-device-token.use-case';
export { pollDeviceToken } from './poll-device-token.use-case';
export type {
  ApprovalsLocked,
  ApproveDeviceCodeDeps,
  ApproveDeviceCodeError,
  DeviceApproval,
  DeviceApprovalInput,
} from './approve-device-code.use-case';
export { USER_CODE_MESSAGES, approveDeviceCode } from './approve-device-code.use-case';
export type { PendingDeviceLogin } from './look-up-device-code.use-case';
export { lookUpDeviceCode } from './look-up-device-code.use-case';
