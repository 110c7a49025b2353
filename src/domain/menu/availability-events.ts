/**
 * The payload of a diner page's "Épuisé" stream (Server-Sent Events), written by the server
 * (availability-stream.ts) and read by the diner script (live-availability.ts). No zod.
 */

/** The SSE event name (`event: availability`) of `GET /api/v1/public/menus/{id}/availability/events`. */
export const AVAILABILITY_STREAM_EVENT = 'availability';

/** What the stream sends: the ids of the menu's dishes sold out right now. */
export type PublicAvailability = { soldOut: string[] };
