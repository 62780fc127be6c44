import { randomBytes } from 'node:crypto';
import { openRows } from './sealed-columns';
import { aesGcmSecretBox, type SecretBox } from './secret-box';

/** A real box whose opens are counted. */
function countingBox(): { box: SecretBox; opens: () => number } {
  const real = aesGcmSecretBox(randomBytes(32));
  let opens = 0;
  const box: SecretBox = {
    ...real,
    open(stored) {
      opens += 1;
      return real.open(stored);
    },
  };
  return { box, opens: () => opens };
}

describe('openRows', () => {
  it('opens every sealed column of every row, each distinct sealed value once', () => {
    const { box, opens } = countingBox();
    const action = {
      secret: box.seal('whk_shared'),
      signing_secret: box.seal('whsec_c2hhcmVk'),
      previous_signing_secret: null,
    };
    const other = {
      secret: box.seal('whk_other'),
      signing_secret: action.signing_secret,
      previous_signing_secret: null,
    };
    const rows = [
      { id: 'd1', ...action },
      { id: 'd2', ...action },
      { id: 'd3', ...other },
    ];

    const opened = openRows(box, 'automation_actions', rows);

    expect(opened).toEqual([
      { id: 'd1', secret: 'whk_shared', signing_secret: 'whsec_c2hhcmVk', previous_signing_secret: null },
      { id: 'd2', secret: 'whk_shared', signing_secret: 'whsec_c2hhcmVk', previous_signing_secret: null },
      { id: 'd3', secret: 'whk_other', signing_secret: 'whsec_c2hhcmVk', previous_signing_secret: null },
    ]);
    // Three distinct sealed values (two secrets, one signing secret) among the six sealed ones.
    expect(opens()).toBe(3);
  });
});
