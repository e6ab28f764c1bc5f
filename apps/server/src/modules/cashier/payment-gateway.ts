import crypto from 'node:crypto';
import type { GatewayCallback } from '@fortuna/shared';

/** An order a gateway opened for a deposit: its id on the gateway's side and where the member pays. */
export type GatewayOrder = { orderId: string; payUrl: string };

/**
 * A payment gateway. Ours opens orders and checks callbacks; a real gateway is one new
 * implementation of this (its HTTP calls to the provider live inside it).
 *
 * How a real gateway replaces the simulator:
 * 1. Implement `createOrder`: call the provider's "create payment" API with our deposit id as the
 *    merchant order id and the amount as a decimal string; answer its order id and the pay URL it
 *    gives (the member is sent there; nothing of the payment happens on our pages).
 * 2. Register it in `paymentGateways` under its code, and set a channel's `gateway` to that code
 *    and `gateway_secret` to the secret the provider signs with (kept server-side only).
 * 3. The provider calls `POST /wps/cashier/callback/<code>` (cashier.routes). The deposit is
 *    credited only by that callback, after `verifyCallback`: an HMAC-SHA256 of
 *    `orderId|merchantOrderId|amount|status|timestamp` with the channel's secret, compared in
 *    constant time, within ten minutes, with the amount checked against the deposit, and at most
 *    once per deposit. A provider with another signature scheme gets its own verify beside this
 *    one; the rule stays: money moves on a verified callback, never on a browser's word.
 * The simulator's pay page (simulator.routes.ts) plays the provider's part for the demo: it is
 * mounted only with PAYMENT_SIMULATOR=true, refused in production (config.ts), and needs the
 * session of the member who made the order.
 */
export type PaymentGateway = {
  code: string;
  createOrder(input: { merchantOrderId: string; amount: string; currency: string }): Promise<GatewayOrder>;
};

/** The canonical text a callback's signature covers. */
export function callbackPayload(c: Omit<GatewayCallback, 'signature'>): string {
  return `${c.orderId}|${c.merchantOrderId}|${c.amount}|${c.status}|${c.timestamp}`;
}

/** HMAC-SHA256 of the canonical text with the channel's secret, hex. */
export function signCallback(c: Omit<GatewayCallback, 'signature'>, secret: string): string {
  return crypto.createHmac('sha256', secret).update(callbackPayload(c)).digest('hex');
}

/** Constant-time signature check; a callback older or newer than ten minutes is refused too. */
export function verifyCallback(c: GatewayCallback, secret: string, now = Date.now()): boolean {
  if (Math.abs(now - c.timestamp * 1000) > 10 * 60_000) return false;
  const expected = Buffer.from(signCallback(c, secret), 'hex');
  const given = Buffer.from(c.signature, 'hex');
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/**
 * The built-in loopback simulator, used by the demo and the tests: an order's pay page is served
 * by this server (`/wps/cashier/simulator/:orderId`), and paying there sends the signed callback
 * exactly as a real gateway would.
 */
export function createSimulatorGateway(): PaymentGateway {
  return {
    code: 'simulator',
    async createOrder() {
      const orderId = `SIM-${crypto.randomBytes(8).toString('hex').toUpperCase()}`;
      return { orderId, payUrl: `/wps/cashier/simulator/${orderId}` };
    },
  };
}

/** The gateways this server runs, by code: the simulator only when the operator turned it on. */
export function paymentGateways(config: { paymentSimulator: boolean }): Map<string, PaymentGateway> {
  const gateways = new Map<string, PaymentGateway>();
  if (config.paymentSimulator) gateways.set('simulator', createSimulatorGateway());
  return gateways;
}
