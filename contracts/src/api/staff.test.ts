import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { Api, allRoutes } from './routes.js';
import { ADMIN_ROLE, STAFF_ROLES, isStaff, staffMayCall } from './staff.js';

const admin = allRoutes().filter((r) => r.declaration.access === 'admin');
const { programme, finance, auditor } = STAFF_ROLES;

test('the admin may call every admin route, and no role gets a non-admin route through the rule', () => {
  assert.ok(admin.length > 60, `${admin.length} admin routes`);
  assert.deepEqual(
    admin.filter((r) => !staffMayCall(r.declaration, [ADMIN_ROLE])).map((r) => r.name),
    [],
  );
  for (const { declaration } of allRoutes().filter((r) => r.declaration.access !== 'admin')) {
    assert.equal(staffMayCall(declaration, [ADMIN_ROLE, programme, finance, auditor]), false, declaration.path);
  }
});

test('an auditor reads every admin route and is refused every write', () => {
  for (const { name, declaration } of admin) {
    assert.equal(staffMayCall(declaration, [auditor]), declaration.method === 'GET', name);
  }
});

test('programme and finance work are apart; users, the audit log and the system pages stay with the admin', () => {
  const may = (roles: string[]) => (r: { declaration: Parameters<typeof staffMayCall>[0] }) => staffMayCall(r.declaration, roles);
  assert.ok(may([programme])({ declaration: Api.admin.kycDecide }));
  assert.ok(!may([finance])({ declaration: Api.admin.kycDecide }));
  assert.ok(may([finance])({ declaration: Api.adminPayouts.createBatch }));
  assert.ok(!may([programme])({ declaration: Api.adminPayouts.createBatch }));
  assert.ok(may([finance])({ declaration: Api.admin.adjustFunds }));
  assert.ok(!may([programme])({ declaration: Api.admin.adjustFunds }));
  for (const route of [Api.adminUsers.deleteUser, Api.adminUsers.audit, Api.adminSystem.report]) {
    assert.ok(!may([programme, finance])({ declaration: route }), route.path);
  }
  // Two roles add up.
  assert.ok(may([programme, finance])({ declaration: Api.admin.kycDecide }) && may([programme, finance])({ declaration: Api.adminPayouts.createBatch }));
  // Nobody without a back-office role.
  assert.ok(!may(['recipient'])({ declaration: Api.adminUsers.overview }));
  assert.deepEqual([isStaff([auditor]), isStaff(['recipient']), isStaff([ADMIN_ROLE])], [true, false, true]);
});
