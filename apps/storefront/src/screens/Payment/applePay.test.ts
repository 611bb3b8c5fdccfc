import { describe, expect, it } from 'vitest';
import {
  ApplePayCancelled,
  type ApplePayRequest,
  type ApplePaySessionConstructor,
  type ApplePaySessionInstance,
  applePaySession,
  payWithApplePay,
} from './applePay.ts';

/**
 * Safari's ApplePaySession as the browser drives it: the test plays the sheet (Chromium has none).
 * Every call the flow makes on it is recorded.
 */
function safari(options: { canMakePayments?: boolean } = {}) {
  const calls: string[] = [];
  const sessions: FakeSession[] = [];
  class FakeSession implements ApplePaySessionInstance {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    static canMakePayments = () => options.canMakePayments ?? true;
    static supportsVersion = (version: number) => version <= 14;
    onvalidatemerchant: ApplePaySessionInstance['onvalidatemerchant'] = null;
    onpaymentauthorized: ApplePaySessionInstance['onpaymentauthorized'] = null;
    oncancel: ApplePaySessionInstance['oncancel'] = null;
    merchantSession: unknown;
    constructor(
      readonly version: number,
      readonly request: ApplePayRequest,
    ) {
      sessions.push(this);
    }
    begin() {
      calls.push('begin');
    }
    abort() {
      calls.push('abort');
    }
    completeMerchantValidation(merchantSession: unknown) {
      this.merchantSession = merchantSession;
      calls.push('completeMerchantValidation');
    }
    completePayment(status: number) {
      calls.push(
        status === FakeSession.STATUS_SUCCESS ? 'completePayment:success' : 'completePayment:failure',
      );
    }
  }
  return { Session: FakeSession as ApplePaySessionConstructor, calls, sessions };
}

const validationURL = 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession';
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whether Apple Pay is offered', () => {
  it('not in a browser without ApplePaySession (Chromium, Firefox)', () => {
    expect(applePaySession({})).toBeNull();
  });

  it('where ApplePaySession can make payments', () => {
    const { Session } = safari();
    expect(applePaySession({ ApplePaySession: Session })).toBe(Session);
  });

  it('not where it cannot (no card in the wallet, or an insecure page that throws)', () => {
    expect(applePaySession({ ApplePaySession: safari({ canMakePayments: false }).Session })).toBeNull();
    const { Session } = safari();
    Session.canMakePayments = () => {
      throw new Error('InvalidAccessError');
    };
    expect(applePaySession({ ApplePaySession: Session })).toBeNull();
  });
});

describe('payWithApplePay: merchant validation, then the payment', () => {
  it('validates the merchant at the sheet’s validationURL through the server, then pays with the token', async () => {
    const { Session, calls, sessions } = safari();
    const validated: string[] = [];
    const paidWith: string[] = [];
    const paying = payWithApplePay(Session, {
      total: 4200,
      label: 'Demo',
      validateMerchant: async (url) => {
        validated.push(url);
        return { merchantSessionIdentifier: 'SSH1' };
      },
      pay: async (token) => {
        paidWith.push(token);
        return { reservation: 'r-1' };
      },
    });
    const [session] = sessions;
    if (!session) throw new Error('no session opened');
    expect(session.request).toMatchObject({ currencyCode: 'JPY', total: { label: 'Demo', amount: '4200' } });
    expect(calls).toEqual(['begin']);
    expect(validated).toEqual([]);

    session.onvalidatemerchant?.({ validationURL });
    await tick();
    expect(validated).toEqual([validationURL]);
    expect((session as unknown as { merchantSession: unknown }).merchantSession).toEqual({
      merchantSessionIdentifier: 'SSH1',
    });

    session.onpaymentauthorized?.({
      payment: { token: { paymentData: { data: 'opaque', version: 'EC_v1' } } },
    });
    expect(await paying).toEqual({ reservation: 'r-1' });
    expect(paidWith).toEqual([JSON.stringify({ data: 'opaque', version: 'EC_v1' })]);
    expect(calls).toEqual(['begin', 'completeMerchantValidation', 'completePayment:success']);
  });

  it('closes the sheet when the server refuses the merchant validation', async () => {
    const { Session, calls, sessions } = safari();
    const refused = new Error('invalid request');
    const paying = payWithApplePay(Session, {
      total: 1000,
      label: 'Demo',
      validateMerchant: () => Promise.reject(refused),
      pay: async () => 'never',
    });
    sessions[0]?.onvalidatemerchant?.({ validationURL });
    await expect(paying).rejects.toBe(refused);
    expect(calls).toEqual(['begin', 'abort']);
  });

  it('tells the sheet the payment failed when checkout fails', async () => {
    const { Session, calls, sessions } = safari();
    const declined = new Error('payment_api_failure');
    const paying = payWithApplePay(Session, {
      total: 1000,
      label: 'Demo',
      validateMerchant: async () => ({}),
      pay: () => Promise.reject(declined),
    });
    sessions[0]?.onvalidatemerchant?.({ validationURL });
    await tick();
    sessions[0]?.onpaymentauthorized?.({ payment: { token: { paymentData: {} } } });
    await expect(paying).rejects.toBe(declined);
    expect(calls).toEqual(['begin', 'completeMerchantValidation', 'completePayment:failure']);
  });

  it('rejects with ApplePayCancelled when the visitor closes the sheet', async () => {
    const { Session, sessions } = safari();
    const paying = payWithApplePay(Session, {
      total: 1000,
      label: 'Demo',
      validateMerchant: async () => ({}),
      pay: async () => 'never',
    });
    sessions[0]?.oncancel?.({});
    await expect(paying).rejects.toBeInstanceOf(ApplePayCancelled);
  });
});
