import type { PointGoods } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import { redeemFormSchema } from './redeem-form';

const gift: PointGoods = {
  id: 1,
  type: 'gift',
  name: 'Mug',
  description: '',
  imageUrl: '',
  points: '300',
  amount: '0.00',
  stock: 5,
  redeemed: 3,
  remaining: 2,
  perMemberLimit: null,
  mine: 0,
  needsAddress: true,
  needsMobile: true,
  bonus: null,
};
const filled = {
  quantity: 1,
  address: 'No. 12, Yangon',
  countryDialingCode: '95',
  mobileNum: '912345678',
  paymentPassword: '246810',
  remark: '',
};
const failing = (goods: PointGoods, values: Partial<typeof filled>) => {
  const result = redeemFormSchema(goods).safeParse({ ...filled, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('redeemFormSchema', () => {
  it('asks a gift for the address, a valid mobile and the payment password (spec §5)', () => {
    expect(failing(gift, {})).toEqual([]);
    expect(failing(gift, { address: '  ', mobileNum: '', paymentPassword: '' })).toEqual(['address', 'mobileNum', 'paymentPassword']);
    expect(failing(gift, { mobileNum: '12ab' })).toEqual(['mobileNum']);
  });
  it('asks a voucher for neither address nor mobile', () => {
    expect(failing({ ...gift, type: 'life', needsAddress: false, needsMobile: false }, { address: '', mobileNum: '' })).toEqual([]);
  });
  it('keeps the quantity between 1 and what the stock and the limit leave', () => {
    expect(failing(gift, { quantity: 2 })).toEqual([]);
    expect(failing(gift, { quantity: 3 })).toEqual(['quantity']);
    expect(failing(gift, { quantity: 0 })).toEqual(['quantity']);
    expect(failing({ ...gift, remaining: null, perMemberLimit: 3, mine: 1 }, { quantity: 3 })).toEqual(['quantity']);
  });
});
