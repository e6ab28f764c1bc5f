import crypto from 'node:crypto';
import type { GatewayCallback } from '@fortuna/shared';

/** An order a gateway opened for a deposit: its id on the gateway's side and where the member pays. */
export type GatewayOrder = { orderId: string; payUrl: string };

/**
 * A payment gateway. Ours opens orders and checks callbacks; a real gateway is one new
 * implementation of this (its HTTP calls to the provider live inside it).
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
