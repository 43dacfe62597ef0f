import type { z } from 'zod';
import type {
  MoneyMoveKindSchema,
  DebitForMoveRequestSchema,
  DebitForMoveResultSchema,
  AccountByNumberResultSchema,
  MoveStatusChangedEventSchema,
} from './schemas/money-moves.js';

export type MoneyMoveKind = z.infer<typeof MoneyMoveKindSchema>;
export type DebitForMoveRequest = z.infer<typeof DebitForMoveRequestSchema>;
export type DebitForMoveResult = z.infer<typeof DebitForMoveResultSchema>;
export type AccountHolder = z.infer<typeof AccountByNumberResultSchema>;
export type MoveStatusChangedEvent = z.infer<typeof MoveStatusChangedEventSchema>;
