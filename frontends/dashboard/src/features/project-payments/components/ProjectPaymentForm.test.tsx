import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Api, CATEGORY_EXTRA_FIELD_INFO, ProjectPaymentMessages, formatUsd, quoteProjectPayment } from '@portal/contracts';
import { i18n } from '@portal/web-core';
import { projectPaymentView } from '@portal/web-core/testing/fixtures';
import { mockRoute, ok } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { ProjectPaymentForm } from './ProjectPaymentForm';

const t = i18n.t.bind(i18n);

function showForm() {
  return renderScreen(<ProjectPaymentForm />, { path: '/dashboard/transfer' });
}

const submit = () => screen.getByRole('button', { name: t('projectPayments.submitPayment') });

async function fillStaffPayment(user: ReturnType<typeof showForm>['user']) {
  await user.selectOptions(screen.getByLabelText(t('projectPayments.category')), 'staff_personnel');
  await user.type(screen.getByLabelText(t('projectPayments.vendorName')), 'Field Team Ltd');
  await user.type(screen.getByLabelText(t('projectPayments.amountUsd')), '1000');
  await user.type(screen.getByLabelText(t('projectPayments.purposeDescription')), 'Salaries for March');
  await user.type(screen.getByLabelText(t('projectPayments.accountNumber')), '12345678');
  await user.type(screen.getByLabelText(t('projectPayments.bankName')), 'Equity Bank');
  await user.type(screen.getByLabelText(t('projectPayments.contactPhone')), '+254700000000');
}

describe('Create Project Payment', () => {
  test('an empty form lists every problem at once, in the spec words, and asks no PIN', async () => {
    const { user } = showForm();
    await user.click(submit());
    const errors = screen.getByTestId('payment-errors');
    expect(errors).toHaveTextContent(ProjectPaymentMessages.formErrors);
    const listed = within(errors)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(listed.length).toBeGreaterThan(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test("the category's extra field is required and listed; the 1.5% fee and total show", async () => {
    const { user } = showForm();
    await fillStaffPayment(user);
    await user.click(submit());
    expect(
      within(screen.getByTestId('payment-errors'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([CATEGORY_EXTRA_FIELD_INFO.employee_id.required]);
    expect(screen.getByTestId('payment-total')).toHaveTextContent(formatUsd(quoteProjectPayment(100_000).totalCents));
  });

  test('international asks for SWIFT, bank country, currency, IBAN and routing', async () => {
    const { user } = showForm();
    expect(screen.queryByLabelText(t('projectPayments.swiftCode'))).toBeNull();
    await user.click(screen.getByLabelText(t('projectPayments.international')));
    await user.click(submit());
    const listed = within(screen.getByTestId('payment-errors'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(listed).toEqual(expect.arrayContaining([ProjectPaymentMessages.swiftRequired, ProjectPaymentMessages.bankCountryRequired]));
    await user.type(screen.getByLabelText(t('projectPayments.swiftCode')), 'natwgb2l');
    expect(screen.getByLabelText(t('projectPayments.swiftCode'))).toHaveValue('NATWGB2L');
  });

  test('a complete request goes out with the PIN and the result names it', async () => {
    const calls = mockRoute(Api.projectPayments.create, () => ok({ payment: projectPaymentView(), balanceCents: 398_500, replayed: false }));
    const { user } = showForm();
    await fillStaffPayment(user);
    await user.type(screen.getByLabelText(t('projectPayments.extra_employee_id')), 'EMP-7');
    await user.click(submit());
    await user.keyboard('246810{Enter}');
    expect(await screen.findByTestId('payment-result')).toHaveTextContent(
      t('projectPayments.submittedResult', {
        number: projectPaymentView().transactionNumber!,
        time: t('projectPayments.processingTime'),
        balance: formatUsd(398_500),
      }),
    );
    expect(calls[0]!.body).toMatchObject({ category: 'staff_personnel', amountCents: 100_000, recipientDetails: { employee_id: 'EMP-7' } });
  });
});
