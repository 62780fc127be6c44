import { AppMetrics, LATENCY_BUCKETS } from '../operations/metrics/app-metrics';
import { HttpRequestSeries } from './request-context.middleware';

/** The requests of one run, as (method, route, status class, seconds). */
const REQUESTS: ReadonlyArray<readonly [string, string, string, number]> = [
  ['GET', '/v1/spaces', '2xx', 0.004],
  ['GET', '/v1/spaces', '2xx', 0.02],
  ['GET', '/v1/spaces', '4xx', 0.001],
  ['POST', '/v1/deal/:id/reschedule', '2xx', 0.3],
  ['POST', '/v1/deal/:id/reschedule', '2xx', 45],
  ['GET', '/v1/spaces', '2xx', 0.005],
  ['GET', 'unmatched', 'aborted', 2.5],
];

/** The two HTTP series of the registry's text format (the process metrics differ by the moment). */
async function httpSeries(metrics: AppMetrics): Promise<string[]> {
  const { body } = await metrics.exposition();
  return body.split('\n').filter((line) => /^http_request/.test(line));
}

/** What prom-client itself writes for these requests, through its labelled inc and observe. */
async function writtenByPromClient(requests: typeof REQUESTS): Promise<string[]> {
  const metrics = new AppMetrics('api');
  for (const [method, route, statusClass, seconds] of requests) {
    const labels = { method, route, status_class: statusClass };
    metrics.httpDuration.observe(labels, seconds);
    metrics.httpRequests.inc(labels);
  }
  return httpSeries(metrics);
}

function seriesOf(metrics: AppMetrics): HttpRequestSeries {
  return new HttpRequestSeries(metrics.httpRequests, metrics.httpDuration, LATENCY_BUCKETS);
}

describe('HttpRequestSeries', () => {
  it('exposes exactly what prom-client writes for the same requests', async () => {
    const metrics = new AppMetrics('api');
    const series = seriesOf(metrics);
    for (const [method, route, statusClass, seconds] of REQUESTS)
      series.record(method, route, statusClass, seconds);
    const exposed = await httpSeries(metrics);
    expect(exposed.filter((line) => line.startsWith('http_requests_total{'))).toHaveLength(4);
    expect(exposed).toEqual(await writtenByPromClient(REQUESTS));
  });

  it('counts from zero again after the registry is reset', async () => {
    const metrics = new AppMetrics('api');
    const series = seriesOf(metrics);
    for (const [method, route, statusClass, seconds] of REQUESTS)
      series.record(method, route, statusClass, seconds);
    metrics.registry.resetMetrics();
    const after = REQUESTS.slice(0, 3);
    for (const [method, route, statusClass, seconds] of after)
      series.record(method, route, statusClass, seconds);
    expect(await httpSeries(metrics)).toEqual(await writtenByPromClient(after));
  });
});
