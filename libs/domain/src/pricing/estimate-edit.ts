import type { ValidationIssue } from '../shared/validation-issue';
import { err, ok, type Result } from '../shared/result';
import type { Estimate } from './deal-pricing';
import type { EstimateEditRequest } from './requests/estimate.request';

const EFFORT = 'an effort estimate (role_id and quantity)';
const FIXED = 'a fixed estimate (fixed_price and fixed_cost)';

/**
 * An estimate with the fields a PATCH sent: an effort estimate takes `role_id` and `quantity`, a
 * fixed one `fixed_price` and `fixed_cost`; a field of the other kind is a 400 naming it (an
 * estimate changes kind by being removed and added again).
 */
export function applyEstimateEdit(
  estimate: Estimate,
  edit: EstimateEditRequest,
): Result<Estimate, ValidationIssue[]> {
  const name = edit.name ?? estimate.name;
  if (estimate.kind === 'effort') {
    const issues = [
      ...(edit.fixedPrice !== undefined
        ? [{ path: ['fixed_price'], message: `does not apply to ${EFFORT}` }]
        : []),
      ...(edit.fixedCost !== undefined
        ? [{ path: ['fixed_cost'], message: `does not apply to ${EFFORT}` }]
        : []),
    ];
    if (issues.length) return err(issues);
    return ok({
      ...estimate,
      name,
      roleId: edit.roleId ?? estimate.roleId,
      quantity: edit.quantity ?? estimate.quantity,
    });
  }
  const issues = [
    ...(edit.roleId !== undefined ? [{ path: ['role_id'], message: `does not apply to ${FIXED}` }] : []),
    ...(edit.quantity !== undefined ? [{ path: ['quantity'], message: `does not apply to ${FIXED}` }] : []),
  ];
  if (issues.length) return err(issues);
  return ok({
    ...estimate,
    name,
    fixedPrice: edit.fixedPrice ?? estimate.fixedPrice,
    fixedCost: edit.fixedCost ?? estimate.fixedCost,
  });
}
