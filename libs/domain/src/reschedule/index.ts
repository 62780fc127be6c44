export type { AbsoluteShift, RelativeShift, Shift, ShiftUnit } from './shift';
export { parseShift, SHIFT_FORMAT_MESSAGE } from './shift-parser';
export { mondayOnOrBefore } from './monday-rounding';
export { addCalendarMonths } from './calendar-months';
export { resolveShift } from './shift-resolver';
export type { DealSchedulePatch, ReschedulePlan } from './reschedule-plan';
export { applyReschedulePlan } from './reschedule-plan';
export type { RescheduleInput } from './reschedule-planner';
export { planReschedule } from './reschedule-planner';
