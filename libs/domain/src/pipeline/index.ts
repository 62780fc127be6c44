export { DAY_MS, firstDayOfMonth, formatMonth, monthOfInstant, parseMonth } from './calendar-month';
export { daysPerMonth, daySpanOf, daysWithin, type DaySpan } from './day-span';
export { PIPELINE_STATUSES, type PipelineDeal } from './pipeline-deal';
export { forecastPipeline, scheduleOf, type MonthRange, type PipelineMonth } from './pipeline-forecast';
export { parsePipelineQuery, PIPELINE_MAX_MONTHS, type PipelineQuery } from './pipeline-query';
export type { PipelineDealsQuery, PipelineRepository } from './pipeline.repository';
export { spreadAmount, spreadWindow } from './spread-amount';
