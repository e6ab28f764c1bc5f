/** The room of one member's sockets. */
export const memberRoom = (memberId: number) => `member:${memberId}`;

/** The room of the sockets whose page shows a lottery game (they asked with `lottery_watch`). */
export const lotteryGameRoom = (gameCode: string) => `lottery:${gameCode}`;

/** The room of every member socket of a merchant (a message sent to everyone, an inbox change for all). */
export const merchantRoom = (merchantId: number) => `merchant:${merchantId}`;
