import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clerkSession, envelope, mockApi, renderApp } from '../../test/render';
import RechargePage from './recharge-page';

const PAYMENT_ID = '6f1c3c1e-3f59-4c1b-9a67-0d8e1c0b7a11';
const ACCOUNT = { tenantId: PAYMENT_ID, balance: -350, creditLimit: 0, overdue: true, fees: [] };
const BANK = {
  id: '1',
  bankAccountName: 'Timber Platform',
  bankName: 'Demo Bank',
  bankAccount: '6222',
  phone: '400',
};

/** Types an amount the way PrimeReact's InputNumber takes a whole value at once: pasted. */
const enterAmount = (text: string) =>
  fireEvent.paste(screen.getByLabelText('Amount (yuan)'), { clipboardData: { getData: () => text } });

function answers(status: { value: number }) {
  return mockApi((path) => {
    switch (path) {
      case '/api/bill/account/get':
        return envelope(ACCOUNT);
      case '/api/bank/account/get':
        return envelope([BANK]);
      case '/api/zfPay/payment':
        return envelope({ id: PAYMENT_ID, payUrl: `/api/zfPay/sandbox/${PAYMENT_ID}` });
      case `/api/zfPay/status/${PAYMENT_ID}`:
        return envelope({ id: PAYMENT_ID, status: status.value });
      default:
        return envelope({ records: [], total: 0 });
    }
  });
}

const paymentCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([request]) => new URL(request.url).pathname === '/api/zfPay/payment');

describe('recharge page (spec §2 Recharge page, §4 Recharge flow, §5, §6)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('needs an amount and the ticked box, and caps the amount at 5000 (§5, §9)', async () => {
    const fetchMock = answers({ value: 0 });
    await renderApp(<RechargePage />, {
      state: clerkSession(['invoice', 'invoice/recharge', 'btn.alipay', 'btn.wechat']),
    });
    expect(await screen.findByText('-350.00')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Alipay').checked).toBe(true);
    const submit = screen.getByTestId<HTMLButtonElement>('recharge-submit');
    expect(submit.disabled).toBe(true);
    enterAmount('12.5');
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I confirm the amount and the channel'));
    expect(submit.disabled).toBe(false);
    expect(paymentCalls(fetchMock)).toHaveLength(0);
    enterAmount('6000.5');
    fireEvent.click(submit);
    await waitFor(() => expect(paymentCalls(fetchMock)).toHaveLength(1));
    const sent = paymentCalls(fetchMock)[0]![0];
    expect(await sent.clone().json()).toEqual({ amount: 5000, payChannel: 'alipay' });
    expect(screen.queryByTestId('recharge-amount-error')).toBeNull();
  });

  it('creates the payment, shows its page and closes once the provider says paid', async () => {
    const status = { value: 0 };
    const fetchMock = answers(status);
    await renderApp(<RechargePage />, {
      state: clerkSession(['invoice', 'invoice/recharge', 'btn.alipay']),
    });
    enterAmount('12.5');
    fireEvent.click(screen.getByLabelText('I confirm the amount and the channel'));
    fireEvent.click(screen.getByTestId('recharge-submit'));
    const dialog = await screen.findByTestId('payment-dialog');
    expect(within(dialog).getByText('Pay 12.50 yuan')).toBeTruthy();
    expect(within(dialog).getByTestId('payment-link').getAttribute('href')).toBe(
      `http://localhost:3000/api/zfPay/sandbox/${PAYMENT_ID}`.replace(
        'http://localhost:3000',
        window.location.origin,
      ),
    );
    const sent = paymentCalls(fetchMock)[0]![0];
    expect(await sent.clone().json()).toEqual({ amount: 12.5, payChannel: 'alipay' });
    status.value = 1;
    fireEvent.click(screen.getByTestId('payment-check'));
    expect(await screen.findByText('Recharge paid: the balance is updated')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('payment-dialog')).toBeNull());
  });

  it('offers only the channels the user holds; the bank card shows the transfer details and no submit', async () => {
    answers({ value: 0 });
    await renderApp(<RechargePage />, { state: clerkSession(['invoice', 'invoice/recharge', 'btn.wechat']) });
    expect(screen.queryByLabelText('Alipay')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('WeChat Pay').checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Bank transfer'));
    const details = await screen.findByTestId('recharge-bank-details');
    expect(await within(details).findByText('Demo Bank')).toBeTruthy();
    expect(screen.queryByTestId('recharge-submit')).toBeNull();
  });
});
