import { date, money, renderRecord, renderRows, text, yesNo } from './rows.format';

describe('resource tables', () => {
  const columns = [text('id'), text('name'), money('price'), date('start'), yesNo('archived')];

  it('prints one row per object, money with 2 decimals, dates in UTC, - for none', () => {
    expect(
      renderRows(
        [
          { id: 'deal_1', name: 'Spring', price: 12000.5, start: Date.UTC(2026, 11, 7), archived: false },
          { id: 'deal_2', name: 'Bad\u001b[2J', price: null, start: null, archived: true },
        ],
        columns,
        'deals',
      ),
    ).toBe(
      'ID      NAME     PRICE     START       ARCHIVED\n' +
        'deal_1  Spring   12000.50  2026-12-07  no\n' +
        'deal_2  Bad?[2J  -         -           yes\n',
    );
  });

  it('says so when the list is empty', () => {
    expect(renderRows([], columns, 'deals')).toBe('No deals.\n');
  });

  it('prints one object as field/value lines', () => {
    expect(
      renderRecord({ id: 'deal_1', name: 'Spring', price: 3, start: null, archived: true }, columns),
    ).toBe('id        deal_1\nname      Spring\nprice     3.00\nstart     -\narchived  yes\n');
  });
});
