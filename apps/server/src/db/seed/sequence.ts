/** A number per built row, so factories' default names and emails never collide within a process. */
let sequence = 0;
export const next = () => ++sequence;
