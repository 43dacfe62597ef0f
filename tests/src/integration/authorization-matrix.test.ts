// The authorization matrix: every route of /api/docs/openapi.json called as each kind of caller, the
// expected answer of every cell written in ONE table (MATRIX below). A route in the document without a
// row — or a row whose route left the document — fails the test.
//
// Callers (the columns, in this order):
//   anon     no token
//   owner    recipient A (approved, KYC approved, funded, with a PIN), on A's own resources
//   other    recipient B (approved, KYC approved), on A's resources (ids taken from A)
//   noKyc    an approved recipient whose KYC is not approved
//   pending  a freshly registered recipient (account pending)
//   blocked  a recipient who was approved and then rejected (suspended)
//   admin    the demo admin (admin sign-in: password and one-time code)
//   adminPwd the demo admin signed in through the recipients' client (password only): no admin powers and
//            no recipient identity, 403 SECOND_FACTOR_REQUIRED (SFR) on every non-public route
//
// The staff roles (programme officer, finance officer, auditor) are not columns of their own: their cells
// follow from the contracts' one rule (`staffMayCall`) and the admin column. A staff account passes the guard
// like the admin on every route its rule allows (so it gets the admin's answer to the same harmless input)
// and gets 403 on every other admin route; on the routes outside the back office it is treated as the admin
// is (the second factor, no recipient identity). The demo staff sign in like the admin, with a one-time code.
//
// How a cell proves access without changing anything: mutating routes are called with an empty or
// invalid body, so a caller who passes the guard gets 400 (validation) and one who does not gets
// 401/403. Where only the owning service can tell owner from other (a ticket reply), the body is valid,
// and B gets 403/404 while A's call changes only A's own data. Admin rows that act on an id use a
// random one (404 or 400), so the admin's calls change nothing either.
//
// Adding a route: add one line to MATRIX with its input (if it needs one) and its eight answers.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { beforeAll, test } from '@jest/globals';
import { Api, ErrorCodes, STAFF_ROLES, staffMayCall, type RouteDeclaration } from '@portal/contracts';
import { DEMO_ADMIN, DEMO_STAFF, GATEWAY_URL, passwordOnlyAdminToken, registerRecipient, setAccountStatus, tokenFor } from '../support/platform.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { fundedRecipient, withdraw } from '../support/money.js';

const CALLERS = ['anon', 'owner', 'other', 'noKyc', 'pending', 'blocked', 'admin', 'adminPwd'] as const;
/** The staff callers, by the contracts' short name of their role. */
const STAFF = ['programme', 'finance', 'auditor'] as const satisfies readonly (keyof typeof STAFF_ROLES)[];
type StaffCaller = (typeof STAFF)[number];
type Caller = (typeof CALLERS)[number] | StaffCaller | 'auditorPwd';

/** A's resources and everyone's tokens, set up once. */
interface World {
  tokens: Record<Exclude<Caller, 'anon'>, string>;
  owner: { userId: string; documentId: string; linkToken: string; withdrawalId: string; ticketId: string };
}
interface Input {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}
/** 403 with the code SECOND_FACTOR_REQUIRED. */
const SFR = 'SFR';
/** An expected status, or the statuses that are all right for that cell (e.g. 403 or 404 for another user's record), or SFR. */
type Cell = number | readonly number[] | typeof SFR;
interface Row {
  input?: (w: World) => Input;
  expect: readonly [anon: Cell, owner: Cell, other: Cell, noKyc: Cell, pending: Cell, blocked: Cell, admin: Cell, adminPwd: Cell];
}

const NOT_YOURS = [403, 404] as const;
const HEALTH = [200, 503] as const;
const id = () => ({ params: { id: randomUUID() } });
const userId = () => ({ params: { userId: randomUUID() } });
/** The month before the current one (UTC): a statement's month. */
const lastMonth = () => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return { params: { month: d.toISOString().slice(0, 7) } };
};
/** A one-day accounting period: today (UTC). */
const today = () => {
  const day = new Date().toISOString().slice(0, 10);
  return { from: day, to: day };
};
/** A body no route accepts (an array where every body schema wants an object): 400 once past the guard. */
const invalid = { body: ['not', 'an', 'object'] };

// prettier-ignore
const MATRIX: Record<string, Row> = {
  //                                                     input                                                                   anon  owner  other      noKyc  pending blocked admin adminPwd
  'GET /api/health':                               {                                                                    expect: [HEALTH, HEALTH, HEALTH, HEALTH, HEALTH, HEALTH, HEALTH, HEALTH] },
  'GET /api/config':                               {                                                                    expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  'POST /api/auth/register':                       { input: () => invalid,                                              expect: [400, 400, 400, 400, 400, 400, 400, 400] },
  'POST /api/auth/forgot-password':                { input: () => invalid,                                              expect: [400, 400, 400, 400, 400, 400, 400, 400] },
  'POST /api/auth/reset-password/check':           { input: () => invalid,                                              expect: [400, 400, 400, 400, 400, 400, 400, 400] },
  'POST /api/auth/reset-password':                 { input: () => invalid,                                              expect: [400, 400, 400, 400, 400, 400, 400, 400] },
  'GET /api/me':                                   {                                                                    expect: [401, 200, 200, 200, 403, 403, 200, SFR] },
  'PUT /api/me/profile':                           { input: () => invalid,                                              expect: [401, 400, 400, 400, 403, 403, 403, SFR] },
  'POST /api/me/password':                         { input: () => invalid,                                              expect: [401, 400, 400, 400, 403, 403, 400, SFR] },
  'GET /api/me/preferences':                       {                                                                    expect: [401, 200, 200, 200, 403, 403, 403, SFR] },
  'PUT /api/me/preferences':                       { input: () => invalid,                                              expect: [401, 400, 400, 400, 403, 403, 403, SFR] },
  'GET /api/dashboard':                            {                                                                    expect: [401, 200, 200, 200, 403, 403, 403, SFR] },
  'GET /api/dashboard/charts':                     {                                                                    expect: [401, 200, 200, 200, 403, 403, 403, SFR] },
  'GET /api/statements/{month}':                   { input: () => lastMonth(),                                          expect: [401, 200, 200, 200, 403, 403, 403, SFR] },
  'GET /api/statements/{month}.pdf':               { input: () => lastMonth(),                                          expect: [401, 200, 200, 200, 403, 403, 403, SFR] },
  'GET /api/transactions':                         {                                                                    expect: [401, 200, 200, 403, 403, 403, 403, SFR] },
  'GET /api/transactions/export.csv':              {                                                                    expect: [401, 200, 200, 403, 403, 403, 403, SFR] },
  'GET /api/kyc':                                  {                                                                    expect: [401, 200, 200, 200, 403, 403, 403, SFR] },
  'POST /api/kyc/documents':                       { input: () => invalid,                                              expect: [401, 400, 400, 400, 403, 403, 403, SFR] },
  // The recipients' route serves the owner's own documents only; admins use the admin route below.
  'GET /api/kyc/documents/{id}/link':              { input: (w) => ({ params: { id: w.owner.documentId } }),            expect: [401, 200, 403, 403, 403, 403, 403, SFR] },
  // A signed link is a bearer link (whoever holds it may open it until it expires): kyc-links.test.ts covers forged, expired and moved ones.
  'GET /api/kyc/files/{token}':                    { input: (w) => ({ params: { token: w.owner.linkToken } }),          expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  'GET /api/pin':                                  {                                                                    expect: [401, 200, 200, 200, 403, 403, 403, SFR] },
  'PUT /api/pin':                                  { input: () => invalid,                                              expect: [401, 400, 400, 400, 403, 403, 403, SFR] },
  'DELETE /api/pin':                               { input: () => invalid,                                              expect: [401, 400, 400, 400, 403, 403, 403, SFR] },
  'POST /api/pin/reset-request':                   { input: () => invalid,                                              expect: [401, 400, 400, 400, 403, 403, 403, SFR] },
  'POST /api/pin/reset':                           { input: () => invalid,                                              expect: [401, 400, 400, 400, 403, 403, 403, SFR] },
  'GET /api/withdrawals/limits':                   {                                                                    expect: [401, 200, 200, 403, 403, 403, 403, SFR] },
  'GET /api/withdrawals':                          {                                                                    expect: [401, 200, 200, 403, 403, 403, 403, SFR] },
  // A receipt exists once a withdrawal is completed; A's is still pending, so A and B both get 404 here.
  'GET /api/withdrawals/{id}/receipt':             { input: (w) => ({ params: { id: w.owner.withdrawalId } }),          expect: [401, 404, NOT_YOURS, 403, 403, 403, 403, SFR] },
  'POST /api/withdrawals':                         { input: () => invalid,                                              expect: [401, 400, 400, 403, 403, 403, 403, SFR] },
  'GET /api/grant':                                {                                                                    expect: [401, 200, 200, 200, 403, 403, 403, SFR] },
  'POST /api/grant/milestones/{id}/report':        { input: () => ({ ...id(), ...invalid }),                            expect: [401, 400, 400, 400, 403, 403, 403, SFR] },
  // Report files: a random milestone or file id, so nobody reaches one (the owning service answers 404 for an id
  // that is not the caller's); a forged file token is refused whoever opens it (report-attachments tests cover real ones).
  'POST /api/grant/milestones/{id}/attachments':   { input: () => ({ ...id(), ...invalid }),                            expect: [401, 400, 400, 400, 403, 403, 403, SFR] },
  'GET /api/grant/milestones/{id}/attachments':    { input: id,                                                         expect: [401, 404, 404, 404, 403, 403, 403, SFR] },
  'DELETE /api/grant/attachments/{id}':            { input: id,                                                         expect: [401, 404, 404, 404, 403, 403, 403, SFR] },
  'GET /api/grant/attachments/{id}/link':          { input: id,                                                         expect: [401, 404, 404, 404, 403, 403, 403, SFR] },
  'GET /api/grant/attachment-files/{token}':       { input: () => ({ params: { token: 'forged' } }),                    expect: [403, 403, 403, 403, 403, 403, 403, 403] },
  'GET /api/grant/budget':                         {                                                                    expect: [401, 200, 200, 200, 403, 403, 403, SFR] },
  'POST /api/grant/budget/reallocations':          { input: () => invalid,                                              expect: [401, 400, 400, 400, 403, 403, 403, SFR] },
  'GET /api/transfers':                            {                                                                    expect: [401, 200, 200, 403, 403, 403, 403, SFR] },
  'POST /api/transfers':                           { input: () => invalid,                                              expect: [401, 400, 400, 403, 403, 403, 403, SFR] },
  'GET /api/project-payments':                     {                                                                    expect: [401, 200, 200, 403, 403, 403, 403, SFR] },
  'POST /api/project-payments':                    { input: () => invalid,                                              expect: [401, 400, 400, 403, 403, 403, 403, SFR] },
  'GET /api/support/tickets':                      {                                                                    expect: [401, 200, 200, 200, 403, 403, 403, SFR] },
  'POST /api/support/tickets':                     { input: () => invalid,                                              expect: [401, 400, 400, 400, 403, 403, 403, SFR] },
  'GET /api/support/tickets/{id}':                 { input: (w) => ({ params: { id: w.owner.ticketId } }),              expect: [401, 200, NOT_YOURS, NOT_YOURS, 403, 403, 403, SFR] },
  'POST /api/support/tickets/{id}/reply':          { input: (w) => ({ params: { id: w.owner.ticketId }, body: { message: 'Matrix check' } }), expect: [401, 200, NOT_YOURS, NOT_YOURS, 403, 403, 403, SFR] },
  'GET /api/admin/users':                          {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'POST /api/admin/users/{id}/status':             { input: () => ({ ...id(), ...invalid }),                            expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'POST /api/admin/users/{id}/funds':              { input: () => ({ ...id(), ...invalid }),                            expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'POST /api/admin/users/{id}/grant':              { input: () => ({ ...id(), ...invalid }),                            expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  // A random recipient has no grant (null); random report and tranche ids are unknown (404): nothing changes.
  'GET /api/admin/users/{id}/grant':               { input: () => id(),                                                 expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'GET /api/admin/grant-reports':                  {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'POST /api/admin/grant-reports/{id}/approve':    { input: () => id(),                                                 expect: [401, 403, 403, 403, 403, 403, 404, SFR] },
  'POST /api/admin/grant-reports/{id}/request-changes': { input: () => ({ ...id(), ...invalid }),                       expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'POST /api/admin/grant-reports/{id}/reject':     { input: () => ({ ...id(), ...invalid }),                            expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'POST /api/admin/grant-tranches/{id}/release':   { input: () => id(),                                                 expect: [401, 403, 403, 403, 403, 403, 404, SFR] },
  // A random recipient has no grant: its budget is null, the export and setting it 404/400; random reallocation ids are unknown.
  'GET /api/admin/users/{id}/grant/budget':        { input: () => id(),                                                 expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'PUT /api/admin/users/{id}/grant/budget':        { input: () => ({ ...id(), ...invalid }),                            expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'GET /api/admin/users/{id}/grant/budget/export.csv': { input: () => id(),                                             expect: [401, 403, 403, 403, 403, 403, 404, SFR] },
  'POST /api/admin/grant-reallocations/{id}/approve': { input: () => id(),                                              expect: [401, 403, 403, 403, 403, 403, 404, SFR] },
  'POST /api/admin/grant-reallocations/{id}/reject': { input: () => ({ ...id(), ...invalid }),                          expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'GET /api/admin/approvals':                      {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'POST /api/admin/approvals':                     { input: () => invalid,                                              expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'POST /api/admin/approvals/{id}/approve':        { input: () => id(),                                                 expect: [401, 403, 403, 403, 403, 403, 404, SFR] },
  'POST /api/admin/approvals/{id}/reject':         { input: () => ({ ...id(), ...invalid }),                            expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  // No input at all: the admin's call runs the (harmless, idempotent) renumbering of duplicate transaction numbers.
  'POST /api/admin/ledger/fix-duplicates':         {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'GET /api/admin/financial/recent':               {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'GET /api/admin/withdrawals':                    {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'POST /api/admin/withdrawals/{id}/status':       { input: () => ({ ...id(), ...invalid }),                            expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'GET /api/admin/transfers':                      {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'POST /api/admin/transfers/{id}/status':         { input: () => ({ ...id(), ...invalid }),                            expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'GET /api/admin/project-payments':               {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'POST /api/admin/project-payments/{id}/status':  { input: () => ({ ...id(), ...invalid }),                            expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'GET /api/admin/support/tickets':                {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'GET /api/admin/support/tickets/{id}':           { input: (w) => ({ params: { id: w.owner.ticketId } }),              expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'POST /api/admin/support/tickets/{id}/reply':    { input: () => ({ ...id(), ...invalid }),                            expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'POST /api/admin/support/tickets/{id}/resolve':  { input: () => ({ ...id(), ...invalid }),                            expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'PUT /api/admin/support/tickets/{id}/status':    { input: () => ({ ...id(), ...invalid }),                            expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'GET /api/admin/kyc':                            {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'POST /api/admin/kyc/{userId}/decision':         { input: () => ({ ...userId(), ...invalid }),                        expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'POST /api/admin/kyc/documents/{id}/notes':      { input: () => ({ ...id(), ...invalid }),                            expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'POST /api/admin/kyc/{userId}/reset':            { input: () => userId(),                                             expect: [401, 403, 403, 403, 403, 403, 404, SFR] },
  'GET /api/admin/overview':                       {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'GET /api/admin/charts':                         {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'GET /api/admin/users/directory':                {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'POST /api/admin/users/{id}/active':             { input: () => ({ ...id(), ...invalid }),                            expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'POST /api/admin/users/bulk-status':             { input: () => invalid,                                              expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'DELETE /api/admin/users/{id}':                  { input: () => id(),                                                 expect: [401, 403, 403, 403, 403, 403, 404, SFR] },
  'GET /api/admin/grant-conflicts':                {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'GET /api/admin/audit':                          {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'GET /api/admin/audit/export.csv':               {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'GET /api/admin/accounting/journal.csv':         { input: () => ({ query: today() }),                                 expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'GET /api/admin/accounting/statements/{userId}/camt053.xml': { input: (w) => ({ params: { userId: w.owner.userId }, query: today() }), expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'GET /api/admin/payouts/batches':                {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'POST /api/admin/payouts/batches':               { input: () => invalid,                                              expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'GET /api/admin/payouts/batches/{id}':           { input: () => id(),                                                 expect: [401, 403, 403, 403, 403, 403, 404, SFR] },
  'GET /api/admin/payouts/batches/{id}/pain001.xml': { input: () => id(),                                               expect: [401, 403, 403, 403, 403, 403, 404, SFR] },
  'POST /api/admin/payouts/bank-answers':          { input: () => invalid,                                              expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'GET /api/admin/payouts/unmatched':              {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'GET /api/admin/payouts/batches/{id}/report':    { input: () => id(),                                                 expect: [401, 403, 403, 403, 403, 403, 404, SFR] },
  'GET /api/admin/payouts/batches/{id}/report.csv': { input: () => id(),                                                expect: [401, 403, 403, 403, 403, 403, 404, SFR] },
  'POST /api/admin/kyc/bulk':                      { input: () => invalid,                                              expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'GET /api/admin/kyc/{userId}/history':           { input: () => userId(),                                             expect: [401, 403, 403, 403, 403, 403, 404, SFR] },
  'GET /api/admin/grant-attachments/{id}/link':    { input: id,                                                         expect: [401, 403, 403, 403, 403, 403, 404, SFR] },
  'GET /api/admin/kyc/documents/{id}/link':        { input: (w) => ({ params: { id: w.owner.documentId } }),            expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'GET /api/admin/kyc/analytics':                  {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'GET /api/admin/system':                         {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'GET /api/admin/system/session':                 {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'GET /api/admin/webhooks':                       {                                                                    expect: [401, 403, 403, 403, 403, 403, 200, SFR] },
  'POST /api/admin/webhooks':                      { input: () => invalid,                                              expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'PUT /api/admin/webhooks/{id}':                  { input: () => ({ ...id(), ...invalid }),                            expect: [401, 403, 403, 403, 403, 403, 400, SFR] },
  'DELETE /api/admin/webhooks/{id}':               { input: () => id(),                                                 expect: [401, 403, 403, 403, 403, 403, 404, SFR] },
  'GET /api/admin/webhooks/{id}/deliveries':       { input: () => id(),                                                 expect: [401, 403, 403, 403, 403, 403, 404, SFR] },
  'GET /api/admin/webhook-deliveries/{id}':        { input: () => id(),                                                 expect: [401, 403, 403, 403, 403, 403, 404, SFR] },
  'POST /api/admin/webhook-deliveries/{id}/replay': { input: () => id(),                                                expect: [401, 403, 403, 403, 403, 403, 404, SFR] },
};

let world: World;
let operations: Array<{ key: string; method: string; path: string }>;

beforeAll(async () => {
  const doc = (await (await fetch(`${GATEWAY_URL}/api/docs/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))
      .map((m) => ({ key: `${m.toUpperCase()} ${path}`, method: m.toUpperCase(), path })),
  );

  // One sign-in per caller; one admin sign-in at a time (each helper signs the admin in).
  const owner = await fundedRecipient(2_000_000, 13);
  const other = await fundedRecipient(100_000, 13);
  const noKyc = await approvedRecipientWithToken();
  const pending = await registerRecipient().then(async (r) => ({ ...r, token: await tokenFor(r.email, r.password) }));
  const blocked = await approvedRecipientWithToken();
  await setAccountStatus(blocked.userId, 'rejected');
  const admin = await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const adminPwd = await passwordOnlyAdminToken();
  const programme = await tokenFor(DEMO_STAFF.programme.username, DEMO_STAFF.programme.password);
  const finance = await tokenFor(DEMO_STAFF.finance.username, DEMO_STAFF.finance.password);
  const auditor = await tokenFor(DEMO_STAFF.auditor.username, DEMO_STAFF.auditor.password);
  const auditorPwd = await passwordOnlyAdminToken(DEMO_STAFF.auditor);

  const auth = { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' };
  const kyc = (await (await fetch(`${GATEWAY_URL}/api/kyc`, { headers: auth })).json()) as { latestDocument: { id: string } | null };
  const documentId = kyc.latestDocument?.id;
  assert.ok(documentId, `A's KYC document: ${JSON.stringify(kyc)}`);
  const link = (await (await fetch(`${GATEWAY_URL}/api/kyc/documents/${documentId}/link`, { headers: auth })).json()) as { url: string };
  const withdrawal = await withdraw(owner.token, 10_000);
  assert.equal(withdrawal.status, 201, JSON.stringify(withdrawal.body));
  const ticket = await fetch(`${GATEWAY_URL}/api/support/tickets`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ subject: 'Matrix ticket', message: 'Owned by A', category: 'technical' }),
  });
  assert.equal(ticket.status, 201);

  world = {
    tokens: {
      owner: owner.token,
      other: other.token,
      noKyc: noKyc.token,
      pending: pending.token,
      blocked: blocked.token,
      admin,
      adminPwd,
      programme,
      finance,
      auditor,
      auditorPwd,
    },
    owner: {
      userId: owner.userId,
      documentId,
      linkToken: link.url.split('/').pop()!,
      withdrawalId: withdrawal.body.withdrawal.id,
      ticketId: ((await ticket.json()) as { id: string }).id,
    },
  };
}, 300_000);

async function call(method: string, path: string, input: Input, caller: Caller): Promise<{ status: number; code?: string }> {
  const url = new URL(GATEWAY_URL + path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(input.params?.[name] ?? randomUUID())));
  for (const [k, v] of Object.entries(input.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = caller === 'anon' ? {} : { authorization: `Bearer ${world.tokens[caller]}` };
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, { method, headers, body: input.body === undefined ? undefined : JSON.stringify(input.body) });
  const text = await res.text();
  if (res.status !== 403) return { status: res.status };
  return { status: res.status, code: (JSON.parse(text) as { code?: string }).code };
}

function matches(expected: Cell, answer: { status: number; code?: string }): boolean {
  if (expected === SFR) return answer.status === 403 && answer.code === ErrorCodes.secondFactorRequired;
  return typeof expected === 'number' ? answer.status === expected : expected.includes(answer.status);
}

/** Every declared route by its OpenAPI key (`GET /api/kyc/documents/{id}/link`). */
function declarations(): Map<string, RouteDeclaration> {
  const found = new Map<string, RouteDeclaration>();
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const d = node as RouteDeclaration;
    if (typeof d.method === 'string' && typeof d.path === 'string' && typeof d.access === 'string') {
      found.set(`${d.method} ${d.path.replace(/:(\w+)/g, '{$1}')}`, d);
      return;
    }
    Object.values(node).forEach(visit);
  };
  visit(Api);
  return found;
}

test('every route of the OpenAPI document has a row, and every row a route', () => {
  const documented = new Set(operations.map((o) => o.key));
  const missing = [...documented].filter((k) => !(k in MATRIX));
  const stale = Object.keys(MATRIX).filter((k) => !documented.has(k));
  assert.deepEqual({ missing, stale }, { missing: [], stale: [] }, 'add a row to MATRIX in authorization-matrix.test.ts for each missing route');
});

test("an admin's password-only token is refused with SECOND_FACTOR_REQUIRED on exactly the non-public routes", () => {
  const declared = declarations();
  const wrong = Object.entries(MATRIX).flatMap(([key, row]) => {
    const declaration = declared.get(key);
    if (!declaration) return [`${key}: not declared in the contracts`];
    const adminPwd = row.expect[CALLERS.indexOf('adminPwd')];
    return (declaration.access === 'public') === (adminPwd === SFR) ? [`${key} (${declaration.access}): adminPwd expects ${JSON.stringify(adminPwd)}`] : [];
  });
  assert.deepEqual(wrong, []);
});

test('each caller gets the answer its cell expects on every route', async () => {
  const wrong: string[] = [];
  const rows = operations.filter((o) => o.key in MATRIX);
  // A few routes at a time: the eight callers of one route in parallel.
  for (let i = 0; i < rows.length; i += 4) {
    await Promise.all(
      rows.slice(i, i + 4).map(async ({ key, method, path }) => {
        const row = MATRIX[key]!;
        await Promise.all(
          CALLERS.map(async (caller, column) => {
            const answer = await call(method, path, row.input?.(world) ?? {}, caller);
            const expected = row.expect[column]!;
            if (!matches(expected, answer)) wrong.push(`${key} as ${caller}: ${answer.status} ${answer.code ?? ''}, expected ${JSON.stringify(expected)}`);
          }),
        );
      }),
    );
  }
  assert.deepEqual(wrong.sort(), []);
});

/** A staff caller's expected answer, from the contracts' rule: the admin's answer where the role may call the route, else 403. */
function staffCell(declaration: RouteDeclaration, row: Row, caller: StaffCaller): Cell {
  const admin = row.expect[CALLERS.indexOf('admin')]!;
  if (declaration.access !== 'admin') return admin;
  return staffMayCall(declaration, [STAFF_ROLES[caller]]) ? admin : 403;
}

test('each staff role passes the guard on exactly the routes the contracts allow it, and gets 403 on the others', async () => {
  const declared = declarations();
  const wrong: string[] = [];
  const rows = operations.filter((o) => o.key in MATRIX);
  for (let i = 0; i < rows.length; i += 4) {
    await Promise.all(
      rows.slice(i, i + 4).map(async ({ key, method, path }) => {
        const row = MATRIX[key]!;
        const declaration = declared.get(key)!;
        await Promise.all(
          STAFF.map(async (caller) => {
            const expected = staffCell(declaration, row, caller);
            const answer = await call(method, path, row.input?.(world) ?? {}, caller);
            // A refusal by the role rule is FORBIDDEN, never the second-factor refusal (the staff signed in with it).
            const refusedRightly = expected !== 403 || answer.code === ErrorCodes.forbidden || declaration.access !== 'admin';
            if (!matches(expected, answer) || !refusedRightly)
              wrong.push(`${key} as ${caller}: ${answer.status} ${answer.code ?? ''}, expected ${JSON.stringify(expected)}`);
          }),
        );
      }),
    );
  }
  assert.deepEqual(wrong.sort(), []);
});

test('an auditor is refused every write: every non-GET admin route answers 403 FORBIDDEN', async () => {
  const declared = declarations();
  const writes = Object.entries(MATRIX).filter(([key]) => declared.get(key)?.access === 'admin' && declared.get(key)?.method !== 'GET');
  // Every admin write the contracts declare has its row here (none is left out of this check).
  const declaredWrites = [...declared.values()].filter((d) => d.access === 'admin' && d.method !== 'GET');
  assert.ok(writes.length > 0);
  assert.equal(writes.length, declaredWrites.length);
  const answers = await Promise.all(
    writes.map(async ([key, row]) => {
      const [method, path] = key.split(' ') as [string, string];
      return { key, ...(await call(method, path, row.input?.(world) ?? {}, 'auditor')) };
    }),
  );
  assert.deepEqual(
    answers.filter((a) => a.status !== 403 || a.code !== ErrorCodes.forbidden).map((a) => `${a.key}: ${a.status} ${a.code ?? ''}`),
    [],
  );
  // And every admin read is open to the auditor (the audit log among them).
  const reads = Object.entries(MATRIX).filter(([key]) => declared.get(key)?.access === 'admin' && declared.get(key)?.method === 'GET');
  assert.ok(reads.some(([key]) => key === 'GET /api/admin/audit'));
  assert.ok(reads.every(([key]) => staffMayCall(declared.get(key)!, [STAFF_ROLES.auditor])));
});

test("a staff account's password-only token is refused with SECOND_FACTOR_REQUIRED, like the admin's", async () => {
  for (const key of ['GET /api/admin/audit', 'GET /api/me'] as const) {
    const [method, path] = key.split(' ') as [string, string];
    const answer = await call(method, path, {}, 'auditorPwd');
    assert.ok(matches(SFR, answer), `${key}: ${answer.status} ${answer.code ?? ''}`);
  }
});
