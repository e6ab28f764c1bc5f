import {
  FISHING_EVENTS,
  FISHING_NAMESPACE,
  type FishingJoined,
  type FishingSeat,
  type FishingShot,
  fishingJoinedSchema,
  fishingSeatSchema,
  fishingShotSchema,
} from '@fortuna/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { z } from 'zod';
import { getSession, useToken } from '../../../../lib/session';
import { useOptionalSiteConfig } from '../../../../lib/site-config';

export type FishingRoomStatus = 'connecting' | 'joined' | 'error';

const seatsEventSchema = z.object({ roomId: z.number(), seats: z.array(fishingSeatSchema) });
const aimedSchema = z.object({ seat: z.number(), angle: z.number(), level: z.number() });
const ackSchema = z.object({ success: z.boolean(), message: z.string().nullish(), value: z.unknown() });

type Handlers = {
  onShot(shot: Omit<FishingShot, 'balance'>): void;
  onAimed(aim: { seat: number; angle: number; level: number }): void;
  onJoined(joined: FishingJoined, offset: number): void;
};

/**
 * The member's seat in a Reef Hunter room over the `/fishing` socket: joins (auto or a chosen
 * room) on every (re)connection, keeps the room's seats, estimates the server clock's offset from
 * the join's round trip, and hands other players' shots and aims to the game.
 */
export function useFishingRoom(roomId: number | undefined, handlers: Handlers) {
  const config = useOptionalSiteConfig();
  const merchant = config?.merchant.code || getSession().merchant || undefined;
  const [status, setStatus] = useState<FishingRoomStatus>('connecting');
  const [error, setError] = useState<string | null>(null);
  const [joined, setJoined] = useState<FishingJoined | null>(null);
  const [seats, setSeats] = useState<FishingSeat[]>([]);
  const offset = useRef(0);
  const socketRef = useRef<Socket | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const token = useToken();

  useEffect(() => {
    if (!token) {
      setStatus('error');
      setError('not_logged_in');
      return;
    }
    setStatus('connecting');
    const socket = io(FISHING_NAMESPACE, { path: '/socket.io', auth: { token, merchant }, transports: ['websocket'] });
    socketRef.current = socket;
    let mySeat: number | null = null;
    socket.on('connect', () => {
      const sentAt = Date.now();
      socket.emit(FISHING_EVENTS.join, roomId ? { roomId } : {}, (raw: unknown) => {
        const ack = ackSchema.safeParse(raw);
        if (!ack.success || !ack.data.success) {
          setStatus('error');
          setError(ack.success ? ack.data.message || 'system_error' : 'invalid_response');
          return;
        }
        const value = fishingJoinedSchema.parse(ack.data.value);
        const receivedAt = Date.now();
        offset.current = Math.round(value.now - (sentAt + receivedAt) / 2);
        mySeat = value.seat;
        setJoined(value);
        setSeats(value.room.seats);
        setStatus('joined');
        setError(null);
        handlersRef.current.onJoined(value, offset.current);
      });
    });
    socket.on('connect_error', (err) => {
      setStatus('error');
      setError(err.message || 'network_error');
    });
    socket.on(FISHING_EVENTS.seats, (raw: unknown) => {
      const parsed = seatsEventSchema.safeParse(raw);
      if (parsed.success) setSeats(parsed.data.seats.map((seat) => ({ ...seat, mine: seat.seat === mySeat })));
    });
    socket.on(FISHING_EVENTS.aimed, (raw: unknown) => {
      const parsed = aimedSchema.safeParse(raw);
      if (parsed.success && parsed.data.seat !== mySeat) handlersRef.current.onAimed(parsed.data);
    });
    socket.on(FISHING_EVENTS.shot, (raw: unknown) => {
      const parsed = fishingShotSchema.safeParse(raw);
      if (parsed.success) handlersRef.current.onShot(parsed.data);
    });
    return () => {
      socket.emit(FISHING_EVENTS.leave);
      socket.disconnect();
      socketRef.current = null;
    };
  }, [token, merchant, roomId]);

  const lastAim = useRef(0);
  /** Tells the room where my cannon points (at most 8 times a second). */
  const aim = useCallback((angle: number, level: number) => {
    const now = Date.now();
    if (now - lastAim.current < 125) return;
    lastAim.current = now;
    socketRef.current?.emit(FISHING_EVENTS.aim, { angle, level });
  }, []);

  return { status, error, joined, seats, offset, aim };
}
