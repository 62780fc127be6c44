import { BarChart, type Bar } from './bar-chart.view';

/** A table row: its header cell (the bar's label) and its figures, as the page writes them. */
export interface FigureRow {
  readonly key: string;
  readonly label: string;
  readonly figures: readonly string[];
}

/**
 * One chart of the pricing section: a captioned figure whose bar chart is followed by a table of
 * the same figures and more (the cost, the effort), so nothing is only a picture. `name` makes the
 * ids: `<name>-caption` labels the figure and the chart is `chart-<name>`.
 */
export function PriceFigure(props: {
  name: string;
  title: string;
  description: string;
  bars: readonly Bar[];
  tableCaption: string;
  columns: readonly [rowHeader: string, ...figures: string[]];
  rows: readonly FigureRow[];
}) {
  const [rowHeader, ...figureColumns] = props.columns;
  return (
    <figure class="card" aria-labelledby={`${props.name}-caption`}>
      <figcaption id={`${props.name}-caption`}>
        <h3>{props.title}</h3>
      </figcaption>
      <BarChart
        id={`chart-${props.name}`}
        title={props.title}
        description={props.description}
        bars={props.bars}
      />
      <div class="table-wrap">
        <table class="named-rows">
          <caption class="visually-hidden">{props.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              {figureColumns.map((column) => (
                <th scope="col" class="num" key={column}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {row.figures.map((figure, index) => (
                  <td class="num" key={index}>
                    {figure}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
