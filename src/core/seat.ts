/** A seat number, `0..players-1`, clockwise. */
export type Seat = number;
