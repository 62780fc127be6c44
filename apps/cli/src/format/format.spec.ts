import { formatDate, formatDateTime } from './date.format';
import { renderReschedule, type RescheduleView } from './reschedule.format';
import { renderSpaces } from './spaces.format';
import { renderTable } from './table.format';
import { terminalSafe } from './terminal-text';

describe('renderTable', () => {
  it('pads columns to the widest cell, two spaces apart, without trailing blanks', () => {
    expect(
      renderTable(
        ['id', 'name', 'x'],
        [
          ['a', 'Long name', ''],
          ['bbb', 'N', '1'],
        ],
      ),
    ).toBe('ID   NAME       X\na    Long name\nbbb  N          1\n');
  });

  it('counts characters, not UTF-16 units (𝔸 is one character, two units)', () => {
    expect(
      renderTable(
        ['a', 'b'],
        [
          ['𝔸', 'x'],
          ['ab', 'y'],
        ],
      ),
    ).toBe('A   B\n𝔸   x\nab  y\n');
  });
});

describe('terminalSafe', () => {
  it('replaces control characters and bidirectional overrides', () => {
    expect(terminalSafe('a\x1b[2Jb\nc\u202ed\te')).toBe('a?[2Jb?c?d?e');
    expect(terminalSafe('Café 🚀')).toBe('Café 🚀');
  });
});

describe('dates', () => {
  it('are UTC', () => {
    expect(formatDate(Date.parse('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(formatDateTime(Date.parse('2026-11-23T14:05:59Z'))).toBe('2026-11-23 14:05 UTC');
    expect(formatDate(null)).toBe('(none)');
  });
});

describe('renderSpaces', () => {
  it('says so when there are none', () => {
    expect(renderSpaces([])).toBe('No spaces.\n');
  });

  it('makes a hostile space name harmless', () => {
    const space = {
      id: 'spc_1',
      name: 'Evil\x1b[2J',
      role: null,
      is_member: false,
      plan: 'free',
      currency: 'usd',
      updated_at: 0,
    };
    expect(renderSpaces([space]).split('\n')[1]).toBe(
      'spc_1  Evil?[2J  -     no      free  usd       1970-01-01 00:00 UTC',
    );
  });
});

describe('renderReschedule', () => {
  const base: RescheduleView = {
    deal: { id: 'deal_1', name: 'Plan', status: 'won' },
    start: Date.parse('2026-11-23T00:00:00Z'),
    previous_start: null,
    version_created: false,
    phases_moved: [],
    changed: true,
  };

  it('shows a first start, no version past draft, and no phases', () => {
    expect(renderReschedule(base)).toBe(
      'Rescheduled deal deal_1 (Plan)\n' +
        '  start          (none) -> 2026-11-23\n' +
        '  version        not created\n' +
        '  phases moved   none\n',
    );
  });
});
