/**
 * Demo accounts (their credentials are in the README). The tree: agent01 (agent, type 1) has
 * player01, member02 and subagent01 (agent, type 2) directly, and subagent01 has member03 and
 * member04. newbie01 still has the default password the agent gave it, so its first login
 * forces a change.
 */
export type DemoAccount = {
  username: string;
  password: string;
  nickname: string;
  type: 'member' | 'agent1' | 'agent2';
  parent?: string;
  affiliateCode?: string;
  mobile?: [dialing: string, number: string];
  email?: string;
  defaultPassword?: boolean;
  /** Addresses it logged in from before, oldest first. */
  history?: string[];
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'agent01',
    password: 'Agent1234',
    nickname: 'Golden Dragon',
    type: 'agent1',
    affiliateCode: 'FORTUNA1',
    mobile: ['95', '9420000001'],
    email: 'agent01@fortuna-demo.example',
    history: ['203.0.113.10'],
  },
  {
    username: 'player01',
    password: 'Player123',
    nickname: 'Lucky Star',
    type: 'member',
    parent: 'agent01',
    mobile: ['95', '9420000002'],
    email: 'player01@fortuna-demo.example',
    history: ['203.0.113.20', '203.0.113.21'],
  },
  { username: 'member02', password: 'Member123', nickname: 'Jade Tiger', type: 'member', parent: 'agent01', mobile: ['95', '9420000003'] },
  {
    username: 'subagent01',
    password: 'Agent1234',
    nickname: 'Silver Phoenix',
    type: 'agent2',
    parent: 'agent01',
    affiliateCode: 'FORTUNA2',
    mobile: ['95', '9420000004'],
  },
  { username: 'member03', password: 'Member123', nickname: 'Ruby Koi', type: 'member', parent: 'subagent01' },
  { username: 'member04', password: 'Member123', nickname: 'Amber Crane', type: 'member', parent: 'subagent01' },
  { username: 'newbie01', password: 'Welcome123', nickname: 'Newbie', type: 'member', parent: 'agent01', defaultPassword: true },
];

export const DEMO_OPERATOR = { username: 'operator01', password: 'Operator123', role: 'owner' };
