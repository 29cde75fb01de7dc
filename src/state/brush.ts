/**
 * The coin's reach, in a module of its own: the painter, the stroke path and the embed need it
 * without pulling in the player's store (and, through its persistence, zod).
 */
export const BRUSH_RADIUS_UNITS = 22; // the coin's radius, ticket units
