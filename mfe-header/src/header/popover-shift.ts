/** Header popovers open just under the 52 px bar (A§9.1), not over it: the 40 px buttons end 6 px above its edge. */
export const BELOW_HEADER = { x: 0, y: 8 };
