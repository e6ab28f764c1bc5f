/** The room of one member's sockets. */
export const memberRoom = (memberId: number) => `member:${memberId}`;

/** The room of the sockets whose page shows a lottery game (they asked with `lottery_watch`). */
export const lotteryGameRoom = (gameCode: string) => `lottery:${gameCode}`;
