// Progressive enhancement only: every page works without this file.
'use strict';

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-copy]') : null;
  if (!button) return;
  const field = document.getElementById(button.getAttribute('data-copy'));
  if (!field) return;
  const text = 'value' in field ? field.value : field.textContent;
  const done = () => {
    button.textContent = 'Copied';
    setTimeout(() => (button.textContent = 'Copy'), 2000);
  };
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(text).then(done, () => selectIn(field));
  } else {
    selectIn(field);
  }
});

// Forms with data-confirm ask before doing something that cannot be undone.
document.addEventListener('submit', (event) => {
  const form = event.target;
  const question = form instanceof HTMLFormElement ? form.getAttribute('data-confirm') : null;
  if (question && !window.confirm(question)) event.preventDefault();
});

function selectIn(field) {
  if ('select' in field) field.select();
}

// Estimates (the deal page's pricing): an indicative price per line and for the phase as one types.
// Integers only, as the server computes them (docs/pricing.md): quantity in hundredths × (10^4 +
// contingency in basis points) × rate in cents, rounded half-up. The saved figures are the server's.
document.addEventListener('input', updateEstimates);
document.addEventListener('change', updateEstimates);

function updateEstimates(event) {
  const editor = event.target instanceof Element ? event.target.closest('[data-estimates]') : null;
  if (!editor) return;
  const contingency = BigInt(editor.getAttribute('data-contingency') || '0');
  let total = 0n;
  for (const form of editor.querySelectorAll('form.estimate-form')) {
    const price = indicativePrice(form, contingency);
    const output = form.querySelector('[data-indicative]');
    if (output) output.textContent = price === null ? '—' : money(price);
    // The phase's total counts its lines, and a line being added once it has a price.
    if (price !== null) total += price;
  }
  const phaseTotal = editor.querySelector('[data-phase-total]');
  if (phaseTotal) phaseTotal.textContent = `${money(total)} (indicative)`;
}

function indicativePrice(form, contingency) {
  const field = (name) => form.querySelector(`[data-field="${name}"]`);
  if (field('fixed_price')) return hundredths(field('fixed_price').value);
  const role = field('role_id');
  const option = role && role.selectedOptions[0];
  const rate = option && option.getAttribute('data-price-rate');
  const quantity = hundredths(field('quantity') ? field('quantity').value : '');
  if (!rate || quantity === null) return null;
  return (quantity * (10000n + contingency) * BigInt(rate) + 500000n) / 1000000n;
}

// `12.5` → 1250n; null unless a plain number with at most 2 decimals.
function hundredths(text) {
  const match = /^\s*(\d{1,12})(?:\.(\d{1,2}))?\s*$/.exec(text);
  return match ? BigInt(match[1]) * 100n + BigInt((match[2] || '').padEnd(2, '0')) : null;
}

function money(cents) {
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(cents % 100n).toString().padStart(2, '0')}`;
}
