// The pipeline forecast of a space (docs/pricing.md "Pipeline").
export { readPipeline, type PipelineForecast } from './read-pipeline.use-case';
