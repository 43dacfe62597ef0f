import { GrantBudgetViewSchema, ReallocationBodySchema, ReallocationViewSchema } from '../../schemas/grant-budget.js';
import { route } from '../route.js';

/** The recipient's own grant budget: budget against actual per line, and reallocation requests. */
export const GrantBudgetRoutes = {
  budget: route({
    method: 'GET',
    path: '/api/grant/budget',
    tag: 'grant',
    access: 'recipient',
    response: GrantBudgetViewSchema.nullable(),
    summary: "The recipient's grant budget against actual: per line the original and current budget, spent, committed and remaining (null without a grant)",
  }),
  requestReallocation: route({
    method: 'POST',
    path: '/api/grant/budget/reallocations',
    tag: 'grant',
    access: 'recipient',
    status: 201,
    body: ReallocationBodySchema,
    response: ReallocationViewSchema,
    errors: [400, 404, 409],
    summary: "Ask staff to move an amount between two lines of the recipient's own budget, with a reason",
  }),
} as const;
