import { formatMinor } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import { signCallback } from './payment-gateway';

const orderParams = z.object({ orderId: z.string().regex(/^SIM-[0-9A-F]{16}$/) });
const outcomeBody = z.object({ outcome: z.enum(['PAID', 'FAILED']) });

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The pay page's script: the buttons send the member's session (the tab opened from the portal
 * has a copy of its sessionStorage), as the page may not run inline script under our CSP.
 */
const PAY_SCRIPT = `for (const form of document.querySelectorAll('form[data-outcome]')) {
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const headers = { 'content-type': 'application/json', authorization: sessionStorage.getItem('fortuna.token') || '' };
    const merchant = sessionStorage.getItem('fortuna.merchant');
    if (merchant) headers.merchant = merchant;
    const reply = await fetch(form.action, {
      method: 'POST',
      headers,
      body: JSON.stringify({ outcome: form.dataset.outcome }),
    });
    const answer = await reply.json().catch(() => ({}));
    if (answer.success) location.reload();
    else document.getElementById('sim-error').textContent = answer.message || String(reply.status);
  });
}`;

/**
 * The payment-gateway simulator's own pages (mounted only with PAYMENT_SIMULATOR=true, never in
 * production — config.ts): the pay page a member is sent to, and the button that "pays", which
 * needs the session of the member who made the order and then calls our callback exactly as a
 * gateway would: signed, over HTTP (an in-process request to the same server).
 */
export async function simulatorRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; auth: AuthService }): Promise<void> {
  async function order(orderId: string) {
    const row = await deps.db
      .selectFrom('deposit')
      .innerJoin('deposit_channel', 'deposit_channel.id', 'deposit.channel_id')
      .innerJoin('merchant', 'merchant.id', 'deposit.merchant_id')
      .select([
        'deposit.id',
        'deposit.member_id',
        'deposit.amount',
        'deposit.status',
        'deposit_channel.gateway_secret',
        'merchant.code',
        'merchant.currency_decimals',
        'merchant.currency_code',
      ])
      .where('deposit.gateway_order_id', '=', orderId)
      .where('deposit_channel.gateway', '=', 'simulator')
      .executeTakeFirst();
    if (!row?.gateway_secret) throw new AppError('not_found');
    return row;
  }

  app.get('/wps/cashier/simulator/:orderId', async (request, reply) => {
    const { orderId } = parseInput(orderParams, request.params);
    const o = await order(orderId);
    const amount = `${formatMinor(BigInt(o.amount), o.currency_decimals)} ${o.currency_code}`;
    const form = (outcome: string, label: string) =>
      `<form method="post" data-outcome="${outcome}" action="/wps/cashier/simulator/${orderId}"><button name="b" data-testid="sim-${outcome.toLowerCase()}">${label}</button></form>`;
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Payment simulator</title>
<style>body{font:16px system-ui;background:#0f1420;color:#eef;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#1a2233;padding:32px;border-radius:16px;min-width:300px;text-align:center}button{font:inherit;padding:10px 24px;margin:6px;border-radius:10px;border:0;cursor:pointer}form:first-of-type button{background:#e0b84f}</style></head>
<body><main><h1>Payment simulator</h1><p data-testid="sim-test-channel">Test channel: no money is moved.</p><p>Order ${escapeHtml(orderId)}</p><p style="font-size:28px">${escapeHtml(amount)}</p><p>Status: ${escapeHtml(o.status)}</p>
${o.status === 'PENDING' ? form('PAID', 'Pay') + form('FAILED', 'Decline') : '<p><a href="/" style="color:#e0b84f">Back to the site</a></p>'}<p id="sim-error" role="alert"></p></main>
<script src="/wps/cashier/simulator-pay.js"></script></body></html>`;
  });

  app.get('/wps/cashier/simulator-pay.js', async (_request, reply) => {
    reply.type('text/javascript; charset=utf-8');
    return PAY_SCRIPT;
  });

  app.post('/wps/cashier/simulator/:orderId', async (request) => {
    const ctx = await deps.auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);
    const { orderId } = parseInput(orderParams, request.params);
    const { outcome } = parseInput(outcomeBody, request.body);
    const o = await order(orderId);
    // Another member's order is answered as no order at all.
    if (o.member_id !== ctx.member.id) throw new AppError('not_found');
    const callback = {
      orderId,
      merchantOrderId: String(o.id),
      amount: formatMinor(BigInt(o.amount), o.currency_decimals),
      status: outcome,
      timestamp: Math.floor(Date.now() / 1000),
    };
    const response = await app.inject({
      method: 'POST',
      url: '/wps/cashier/callback/simulator',
      headers: { merchant: o.code, 'content-type': 'application/json' },
      payload: { ...callback, signature: signCallback(callback, o.gateway_secret as string) },
    });
    if (response.statusCode !== 200) throw new AppError('system_error');
    return ok({ orderId, status: (JSON.parse(response.body) as { value: { status: string } }).value.status });
  });
}
