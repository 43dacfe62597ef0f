import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { GrantBudgetService } from './grant-budget.service.js';

@Controller()
export class GrantBudgetController {
  constructor(@Inject(GrantBudgetService) private readonly budgets: GrantBudgetService) {}

  @RpcHandler(Rpc.grantBudget)
  budget(input: RpcIn<'grantBudget'>): Promise<RpcOut<'grantBudget'>> {
    return this.budgets.view(input);
  }

  @RpcHandler(Rpc.grantBudgetSet)
  set(input: RpcIn<'grantBudgetSet'>): Promise<RpcOut<'grantBudgetSet'>> {
    return this.budgets.set(input);
  }

  @RpcHandler(Rpc.grantReallocationRequest)
  request(input: RpcIn<'grantReallocationRequest'>): Promise<RpcOut<'grantReallocationRequest'>> {
    return this.budgets.requestReallocation(input);
  }

  @RpcHandler(Rpc.grantReallocationDecide)
  decide(input: RpcIn<'grantReallocationDecide'>): Promise<RpcOut<'grantReallocationDecide'>> {
    return this.budgets.decide(input);
  }
}
