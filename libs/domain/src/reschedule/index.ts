export type { AbsoluteShift, RelativeShift, Shift, ShiftUnit } from './shift';
export {
  parseShift,
  SHIFT_DATE_PATTERN,
  SHIFT_FORMAT_MESSAGE,
  SHIFT_OFFSET_PATTERN,
  SHIFT_PATTERN,
} from './shift-parser';
export { mondayOnOrBefore } from './monday-rounding';
export { addCalendarMonths } from './calendar-months';
export { resolveShift } from './shift-resolver';
export type { DealSchedulePatch, ReschedulePlan } from './reschedule-plan';
export { applyReschedulePlan } from './reschedule-plan';
export type { RescheduleInput } from './reschedule-planner';
export { planReschedule } from './reschedule-planner';
export type { DateMove, PhaseMove, ReschedulePreview } from './reschedule-preview';
export { previewReschedule } from './reschedule-preview';
export type { RescheduleRequest } from './requests/reschedule.request';
export { RESCHEDULE_REQUEST_RULES, parseRescheduleRequest } from './requests/reschedule.request';
