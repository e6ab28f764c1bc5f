import { buildTestApp } from './testing/index';
const t = await buildTestApp();
const list = async (body: Record<string, unknown>) =>
  (await t.app.inject({ method: 'POST', url: '/wps/relay/GCSGAME_gameList', payload: { pageNo: 1, pageSize: 18, ...body }, headers: { language: 'en' } })).json().value;
const all = await list({ gameType: 'RNG' });
const word = all.games[0].gameName.split(' ')[0];
console.log('first', all.games[0].gameName, all.games[0].vassalage, 'total', all.total);
const found = await list({ gameType: 'RNG', vassalage: 'PT', gameName: word });
console.log('PT search', word, found.total, found.games.map((g: any) => g.gameName));
const slots = await list({ gameType: 'RNG', gameClassify: 'SLOTS' });
console.log('RNG SLOTS pages', slots.totalPages);
for (const gt of ['SPORTS', 'COCKFIGHT']) console.log(gt, JSON.stringify(await list({ gameType: gt })));
const lanes = (await t.app.inject({ method: 'POST', url: '/wps/relay/GCSGAME_gameVendor', payload: { gameType: 'SPORTS' } })).json();
console.log('lanes SPORTS', JSON.stringify(lanes));
const bad = (await t.app.inject({ method: 'POST', url: '/wps/relay/GCSGAME_gameVendor', payload: { gameType: 'NOPE' } })).json();
console.log('lanes NOPE', JSON.stringify(bad));
const launch = (await t.app.inject({ method: 'GET', url: '/wps/game/launchGame?vassalage=NOPE&gameCode=x' })).json();
console.log('launch NOPE guest', JSON.stringify(launch));
await t.close();
